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

test: $(READY)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest $(ARGS)

exe: $(READY)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN traditional-games.spec
	@echo "built dist/traditional-games"

clean:
	rm -rf $(VENV) build dist
