# Two commands on a fresh machine with Python 3: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.ready

.PHONY: play test exe clean

$(READY): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test,exe]'
	touch $(READY)

play: $(READY)
	$(BIN)/python main.py $(ARGS)

# The suite runs on a worker per core (pytest-xdist; at most four: its tests start programs of
# their own too), each test with a configuration folder of its own. A file run by hand,
# `.venv/bin/python -m pytest tests/FILE`, runs in one process as before.
TEST_WORKERS ?= -n auto --maxprocesses 4 --dist worksteal

test: $(READY)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest $(TEST_WORKERS) $(ARGS)

exe: $(READY)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN traditional-games.spec
	@echo "built dist/traditional-games"

clean:
	rm -rf $(VENV) build dist
