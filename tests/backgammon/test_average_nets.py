"""tools/average_nets.py: the shipped network may be an average of checkpoints."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "average_nets.py"


def tiny(games, value, hidden=2):
    return {"inputs": 3, "hidden": hidden, "outputs": 1, "games": games,
            "w1": [[value] * hidden for _ in range(3)], "b1": [value] * hidden,
            "w2": [[value] for _ in range(hidden)], "b2": [value]}


def run(tmp_path, *datas):
    paths = []
    for i, data in enumerate(datas):
        path = tmp_path / f"ck{i}.json"
        path.write_text(json.dumps(data))
        paths.append(str(path))
    out = tmp_path / "avg.json"
    done = subprocess.run([sys.executable, str(TOOL), *paths, "--out", str(out)],
                          capture_output=True, text=True)
    return done, out


def test_weights_are_averaged_element_by_element(tmp_path):
    done, out = run(tmp_path, tiny(1000, 1.0), tiny(2000, 2.0), tiny(3000, 6.0))
    assert done.returncode == 0, done.stderr
    avg = json.loads(out.read_text())
    assert avg["w1"] == [[3.0, 3.0]] * 3 and avg["b2"] == [3.0]
    assert avg["games"] == 3000 and avg["averaged"] == [1000, 2000, 3000]


def test_checkpoints_of_different_shapes_are_refused(tmp_path):
    done, out = run(tmp_path, tiny(1000, 1.0), tiny(2000, 2.0, hidden=3))
    assert done.returncode == 2 and "differ in hidden" in done.stderr
    assert not out.exists()


def test_the_shipped_network_loads():
    from games.backgammon.network import Network
    net = Network.load()
    assert net.games > 0 and len(net.outputs([0] * 25, [0] * 25)) == 5
