"""A validator for the part of JSON Schema that ``docs/match.schema.json`` uses.

Small on purpose (the project takes no dependency for it); a keyword it does not
know is an error, so the schema cannot quietly say more than is checked.

>>> validate({"type": "array", "items": {"type": "integer"}, "maxItems": 2}, [1, True, 3])
['$[1]: True is not integer', '$: 3 items, more than 2']
"""
from __future__ import annotations

from typing import Any

NOTES = {"$schema", "$id", "title", "description"}
TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def validate(schema: dict, value: Any, where: str = "$") -> list[str]:
    """Every way ``value`` breaks ``schema``, as readable lines (none when it fits)."""
    unknown = set(schema) - NOTES - {"type", "properties", "required", "additionalProperties",
                                     "items", "minItems", "maxItems", "minimum", "maximum"}
    if unknown:
        raise ValueError(f"{where}: the checker does not know {sorted(unknown)}")
    if "type" in schema:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(TYPES[k](value) for k in kinds):
            return [f"{where}: {value!r} is not {' or '.join(kinds)}"]
    errors: list[str] = []
    if isinstance(value, dict):
        errors += [f"{where}: no {key!r}" for key in schema.get("required", ()) if key not in value]
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            if key in properties:
                errors += validate(properties[key], item, f"{where}.{key}")
            elif extra is False:
                errors.append(f"{where}: {key!r} is not allowed")
            elif isinstance(extra, dict):
                errors += validate(extra, item, f"{where}.{key}")
    if isinstance(value, list):
        if "items" in schema:
            for i, item in enumerate(value):
                errors += validate(schema["items"], item, f"{where}[{i}]")
        if len(value) < schema.get("minItems", 0):
            errors.append(f"{where}: {len(value)} items, fewer than {schema['minItems']}")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            errors.append(f"{where}: {len(value)} items, more than {schema['maxItems']}")
    if TYPES["number"](value):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(f"{where}: {value} is less than {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(f"{where}: {value} is more than {schema['maximum']}")
    return errors
