"""No import circles among the program's modules: imports run one way (rules <- players
<- scenes <- cabinet <- command line). Every import statement counts, wherever it is:
at the top, inside a function, or under ``if TYPE_CHECKING``."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_names(package: Path) -> dict[str, Path]:
    names = {}
    for path in package.rglob("*.py"):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imports_of(name: str, path: Path, modules: dict[str, Path], top: str) -> set[str]:
    """The program's modules that ``name`` names in its import statements. ``from a import b``
    counts as ``a.b`` when that is a module; a package's ``__init__`` run on the way to one
    of its modules is not counted (else every package would circle round its children)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                       for alias in node.names]
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target.split(".")[0] == top and target != name:
                found.add(target)
    return found


def circles(package: Path) -> list[list[str]]:
    """Each import circle once, as the modules round it (Tarjan's strongly connected parts)."""
    modules = module_names(package)
    graph = {name: imports_of(name, path, modules, package.name) for name, path in modules.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles_among_the_programs_modules():
    assert circles(ROOT / "games") == []


def write(folder: Path, name: str, text: str) -> None:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_the_check_sees_circles_however_the_import_is_written(tmp_path):
    pkg = tmp_path / "pkg"
    write(pkg, "__init__.py", "")
    write(pkg, "ui/__init__.py", "")
    write(pkg, "ui/app.py", "from pkg.ui.scene import Scene\n")
    write(pkg, "ui/scene.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.ui.app import App\n")
    write(pkg, "cli.py", "from pkg.ui import cabinet\n")
    write(pkg, "ui/cabinet.py", "def build():\n    from ..cli import options\n")
    write(pkg, "rules.py", "import pkg.players\n")
    write(pkg, "players.py", "from pkg import rules\n")
    write(pkg, "alone.py", "import os\nfrom pkg.rules import x\n")
    assert sorted(circles(pkg)) == [["pkg.cli", "pkg.ui.cabinet"], ["pkg.players", "pkg.rules"],
                                    ["pkg.ui.app", "pkg.ui.scene"]]


def test_a_package_and_its_own_modules_are_no_circle(tmp_path):
    pkg = tmp_path / "pkg"
    write(pkg, "__init__.py", "")
    write(pkg, "game/__init__.py", "from pkg.game.rules import State\n")
    write(pkg, "game/rules.py", "from pkg.cards import Card\n")
    write(pkg, "cards.py", "")
    assert circles(pkg) == []
