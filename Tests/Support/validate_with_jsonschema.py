#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema with the `jsonschema` package (python3-jsonschema),
an implementation independent of refreshsim's own code.

Usage: validate_with_jsonschema.py SCHEMA < documents.json
stdin: a JSON array of documents. stdout: a JSON array with, per document, its error messages.
Exit status 3 when the schema itself is not a valid draft 2020-12 schema.
"""
import json
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

with open(sys.argv[1], encoding="utf-8") as file:
    schema = json.load(file)
try:
    Draft202012Validator.check_schema(schema)
except SchemaError as error:
    print(f"invalid schema: {error.message}", file=sys.stderr)
    sys.exit(3)
validator = Draft202012Validator(schema)
documents = json.load(sys.stdin)
print(json.dumps([[error.message for error in validator.iter_errors(document)] for document in documents]))
