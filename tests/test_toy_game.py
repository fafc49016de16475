"""The promise that a new game is its package, one line in the registry and its kit, held by
the tests' toy game, Nim (tests/toygame/): it goes through every shared test, and nothing
outside its package names it but its registration for the tests' run and its kit. The
program itself never lists it."""
import ast
import io
import json
import re
import subprocess
import sys
import tokenize
from pathlib import Path

from games.registry import PACKAGES, all_games, game_modules
from tests.toygame import GAME

ROOT = Path(__file__).resolve().parent.parent
NAMED = re.compile(r"toygame|\bNimScene\b")
# Its registration for the run, its kit; the proof that the drawing check catches a scene
# reading its state (a variant of the toy's scene); and this file.
ALLOWED = {"tests/conftest.py", "tests/kits/toygame.py", "tests/test_scenes_draw_from_views.py",
           "tests/test_toy_game.py"}


def test_nothing_outside_its_package_names_the_toy_game_but_its_registration_and_its_kit():
    naming = {str(path.relative_to(ROOT)) for path in ROOT.glob("[gtm]*/**/*.py")
              if ".venv" not in path.parts and "toygame" not in path.relative_to(ROOT).parts[:2]
              and NAMED.search(path.read_text(encoding="utf-8"))}
    naming |= {name for name in ("main.py",) if NAMED.search((ROOT / name).read_text(encoding="utf-8"))}
    assert naming == ALLOWED


def test_the_toy_game_is_registered_for_the_tests_only():
    assert GAME in all_games() and "toygame" not in PACKAGES
    program = "import json; from games.registry import all_games; print(json.dumps([g.name for g in all_games()]))"
    done = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert GAME.name not in json.loads(done.stdout) and len(json.loads(done.stdout)) == len(PACKAGES)


# No shared test file (tests/*.py, not a game's own folder, its kit or the playthroughs) names
# a game: what it needs of a game is in the game's kit, it takes its games from the registry,
# or it is one game's own and lives in that game's folder (issue 38 item 3).


def cabinet_words() -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """What names one of the cabinet's games in code: in an identifier, its name or package
    (case aside: PIQUET, gin_coach); in a string, those or an alias as a word of their own
    ("gin", "saves/backgammon.json"), or its title as written ("Short Hearts"). An alias
    that is an English word or a usual short name ("bg" for a background) counts only in a
    string, and the English "hearts" or "a backgammon" in prose only when written as code (see
    :func:`suit_spots` for the suit among the others, or as a key's name)."""
    games = [info for info, module in zip(all_games(), game_modules()) if module.startswith("games.")]
    packages = [module.rsplit(".", 1)[-1] for module in game_modules() if module.startswith("games.")]
    names = {info.name for info in games} | set(packages)
    every = names | {alias for info in games for alias in info.aliases}
    def words(found):
        return "|".join(sorted(map(re.escape, found), key=len, reverse=True))
    return (re.compile(rf"(?<![a-z0-9])({words(names)})(?![a-z0-9])"),
            re.compile(rf"(?<![\w.-])({words(every)})(?![a-z0-9])|games\.({words(packages)})\b", re.I),
            re.compile(rf"\b({words(info.title for info in games)})\b"))


OTHER_SUITS = {"spades", "diamonds", "clubs"}


def suit_spots(tree: ast.AST) -> set[tuple[int, int]]:
    """Where a string "hearts" (in any case) is the suit, not the game: an element of a list,
    tuple or set, or a key of a dict, beside another suit named the same way; or a key's
    name in a key map (a dict given as ``keys=``, or held under "keys")."""
    def is_suit(node, suits=frozenset({"hearts"})):
        return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.lower() in suits
    key_maps = [node.value for node in ast.walk(tree) if isinstance(node, ast.keyword) and node.arg == "keys"]
    key_maps += [value for node in ast.walk(tree) if isinstance(node, ast.Dict)
                 for key, value in zip(node.keys, node.values) if is_suit(key, {"keys"})]
    spots = {(key.lineno, key.col_offset) for found in key_maps if isinstance(found, ast.Dict)
             for key in found.keys if is_suit(key)}
    for node in ast.walk(tree):
        members = node.keys if isinstance(node, ast.Dict) else \
            node.elts if isinstance(node, (ast.List, ast.Tuple, ast.Set)) else []
        if any(is_suit(member, OTHER_SUITS) for member in members):
            spots |= {(member.lineno, member.col_offset) for member in members if is_suit(member)}
    return spots


def the_suit_in_prose(string: str, literal: re.Pattern, title: re.Pattern) -> bool:
    """Whether every game the string seems to name is the suit in prose: "Queen of hearts",
    or "Hearts" capitalised in a sentence (the cabinet writes the game's name in prose as its
    title, "Short Hearts"; a lower-case "hearts" in a sentence is a command's word)."""
    inner = string.strip("bfrBFR").strip("'\"")
    if re.fullmatch(r"[\w ]* of hearts", inner.lower()):
        return True
    names = [m for m in literal.finditer(inner)] + [m for m in title.finditer(inner)]
    return " " in inner.strip() and all(m.group(0) == "Hearts" and not inner[:m.start()].endswith("Short ")
                                        for m in names)


def namings(path: Path) -> list[tuple[int, str]]:
    """Where the file ``path`` names a game in its code (comments and docstrings aside)."""
    text = path.read_text(encoding="utf-8")
    identifier, literal, title = cabinet_words()
    tree = ast.parse(text)
    docstrings = {node.lineno for node in ast.walk(tree)
                  if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                  and isinstance(node.value.value, str)}
    suits = suit_spots(tree)
    strings = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    found = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.NAME and identifier.search(token.string.lower()):
            found.append((token.start[0], token.string))
        elif token.type in strings and token.start[0] not in docstrings and \
                (literal.search(token.string) or title.search(token.string)):
            if token.start in suits or the_suit_in_prose(token.string, literal, title):
                continue                                  # the suit, not the game
            found.append((token.start[0], token.string))
    return found


def test_the_naming_check_sees_a_game_named_in_code_and_not_in_prose(tmp_path):
    named = tmp_path / "named.py"
    named.write_text('"""Gin Rummy, in a docstring."""\n# piquet in a comment\n'
                     'def test_x():\n    bg = 1\n    return bg, "Queen of Hearts", "a way to begin", {"spades": 1, "hearts": 2}\n'
                     'SUITS = ("spades",\n         "hearts")\nkept = Settings(keys={"hearts": "F6"})\n'
                     'KEYS = {"keys": {"hearts": "F2"}}\nsaid = ["F2 is already Hearts", "Hearts is now F1"]\n',
                     encoding="utf-8")
    assert namings(named) == []
    for code, word in (("PIQUET_RULES = 1", "PIQUET_RULES"), ("x = 'gin'", "'gin'"),
                       ("x = 'saves/backgammon.json'", "'saves/backgammon.json'"),
                       ("import games.marrakech.rules", "marrakech"), ("x = 'Short Hearts'", "'Short Hearts'"), ("x = 'BackGammon'", "'BackGammon'"),
                       ("def test_gin_knock(): pass", "test_gin_knock"), ("x = find_game('hearts')", "'hearts'"),
                       # the game beside the suits, but not among them, nor a key's name
                       ("x = {'spades': 1}; y = find_game('hearts')", "'hearts'"),
                       ("play('hearts', 'spades')", "'hearts'"), ("kept = {'hearts': {'players': 3}, 'keys': {'spades': 1}}", "'hearts'"),
                       ("x = 'Short Hearts: kept'", "'Short Hearts: kept'"), ("x = 'main.py hearts --players 3'", "'main.py hearts --players 3'"),
                       ("x = 'Hearts'", "'Hearts'")):
        named.write_text(code + "\n", encoding="utf-8")
        assert [word for _, word in namings(named)] == [word], code


def test_no_shared_test_names_a_game():
    tests = Path(__file__).resolve().parent
    naming = {path.name: namings(path) for path in sorted(tests.glob("*.py"))
              if path.name != Path(__file__).name}        # this file's own examples of naming
    naming = {name: found[:3] for name, found in naming.items() if found}
    assert not naming, f"a shared test names a game (take it from the kits, the registry, or its folder): {naming}"
