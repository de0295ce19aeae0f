/// The SARIF 2.1.0 schema's rules for the objects `check --format sarif` writes, written
/// from the OASIS specification (sections 3.13 sarifLog, 3.14 run, 3.18 tool, 3.19
/// toolComponent, 3.49 reportingDescriptor, 3.27 result, 3.28 location, 3.29
/// physicalLocation, 3.4 artifactLocation, 3.30 region, 3.11 message, 3.55 fix, 3.56
/// artifactChange, 3.57 replacement, 3.3 artifactContent): the required members, the
/// enumerations, the minimums, and no member the specification does not define.
enum SARIFSchema {
    static let text = #"""
        {
          "type": "object", "additionalProperties": false, "required": ["version", "runs"],
          "properties": {
            "$schema": {"type": "string"},
            "version": {"type": "string", "enum": ["2.1.0"]},
            "runs": {"type": ["array", "null"], "items": {"$ref": "#/definitions/run"}},
            "properties": {"type": "object"}
          },
          "definitions": {
            "run": {
              "type": "object", "additionalProperties": false, "required": ["tool"],
              "properties": {
                "tool": {"$ref": "#/definitions/tool"},
                "results": {"type": ["array", "null"], "items": {"$ref": "#/definitions/result"}},
                "originalUriBaseIds": {"type": "object", "additionalProperties": {"$ref": "#/definitions/artifactLocation"}},
                "columnKind": {"type": "string", "enum": ["utf16CodeUnits", "unicodeCodePoints"]},
                "properties": {"type": "object"}
              }
            },
            "tool": {
              "type": "object", "additionalProperties": false, "required": ["driver"],
              "properties": {"driver": {"$ref": "#/definitions/toolComponent"}, "properties": {"type": "object"}}
            },
            "toolComponent": {
              "type": "object", "additionalProperties": false, "required": ["name"],
              "properties": {
                "name": {"type": "string"}, "version": {"type": "string"}, "semanticVersion": {"type": "string"},
                "informationUri": {"type": "string"},
                "rules": {"type": "array", "items": {"$ref": "#/definitions/reportingDescriptor"}},
                "properties": {"type": "object"}
              }
            },
            "reportingDescriptor": {
              "type": "object", "additionalProperties": false, "required": ["id"],
              "properties": {
                "id": {"type": "string"}, "name": {"type": "string"},
                "shortDescription": {"$ref": "#/definitions/multiformatMessageString"},
                "fullDescription": {"$ref": "#/definitions/multiformatMessageString"},
                "helpUri": {"type": "string"}, "properties": {"type": "object"}
              }
            },
            "multiformatMessageString": {
              "type": "object", "additionalProperties": false, "required": ["text"],
              "properties": {"text": {"type": "string"}, "markdown": {"type": "string"}, "properties": {"type": "object"}}
            },
            "message": {
              "type": "object", "additionalProperties": false, "anyOf": [{"required": ["text"]}, {"required": ["id"]}],
              "properties": {
                "text": {"type": "string"}, "markdown": {"type": "string"}, "id": {"type": "string"},
                "arguments": {"type": "array", "items": {"type": "string"}}, "properties": {"type": "object"}
              }
            },
            "result": {
              "type": "object", "additionalProperties": false, "required": ["message"],
              "properties": {
                "ruleId": {"type": "string"}, "ruleIndex": {"type": "integer", "minimum": -1},
                "kind": {"type": "string", "enum": ["notApplicable", "pass", "fail", "review", "open", "informational"]},
                "level": {"type": "string", "enum": ["none", "note", "warning", "error"]},
                "message": {"$ref": "#/definitions/message"},
                "locations": {"type": "array", "items": {"$ref": "#/definitions/location"}},
                "fixes": {"type": "array", "items": {"$ref": "#/definitions/fix"}},
                "properties": {"type": "object"}
              }
            },
            "location": {
              "type": "object", "additionalProperties": false,
              "properties": {
                "id": {"type": "integer", "minimum": -1}, "physicalLocation": {"$ref": "#/definitions/physicalLocation"},
                "message": {"$ref": "#/definitions/message"}, "properties": {"type": "object"}
              }
            },
            "physicalLocation": {
              "type": "object", "additionalProperties": false,
              "properties": {
                "artifactLocation": {"$ref": "#/definitions/artifactLocation"}, "region": {"$ref": "#/definitions/region"},
                "contextRegion": {"$ref": "#/definitions/region"}, "properties": {"type": "object"}
              }
            },
            "artifactLocation": {
              "type": "object", "additionalProperties": false,
              "properties": {
                "uri": {"type": "string"}, "uriBaseId": {"type": "string"}, "index": {"type": "integer", "minimum": -1},
                "description": {"$ref": "#/definitions/message"}, "properties": {"type": "object"}
              }
            },
            "region": {
              "type": "object", "additionalProperties": false,
              "anyOf": [{"required": ["startLine"]}, {"required": ["charOffset"]}, {"required": ["byteOffset"]}],
              "properties": {
                "startLine": {"type": "integer", "minimum": 1}, "startColumn": {"type": "integer", "minimum": 1},
                "endLine": {"type": "integer", "minimum": 1}, "endColumn": {"type": "integer", "minimum": 1},
                "charOffset": {"type": "integer", "minimum": -1}, "charLength": {"type": "integer", "minimum": 0},
                "byteOffset": {"type": "integer", "minimum": -1}, "byteLength": {"type": "integer", "minimum": 0},
                "snippet": {"$ref": "#/definitions/artifactContent"}, "message": {"$ref": "#/definitions/message"},
                "sourceLanguage": {"type": "string"}, "properties": {"type": "object"}
              }
            },
            "artifactContent": {
              "type": "object", "additionalProperties": false,
              "properties": {"text": {"type": "string"}, "binary": {"type": "string"}, "properties": {"type": "object"}}
            },
            "fix": {
              "type": "object", "additionalProperties": false, "required": ["artifactChanges"],
              "properties": {
                "description": {"$ref": "#/definitions/message"},
                "artifactChanges": {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/artifactChange"}},
                "properties": {"type": "object"}
              }
            },
            "artifactChange": {
              "type": "object", "additionalProperties": false, "required": ["artifactLocation", "replacements"],
              "properties": {
                "artifactLocation": {"$ref": "#/definitions/artifactLocation"},
                "replacements": {"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/replacement"}},
                "properties": {"type": "object"}
              }
            },
            "replacement": {
              "type": "object", "additionalProperties": false, "required": ["deletedRegion"],
              "properties": {
                "deletedRegion": {"$ref": "#/definitions/region"}, "insertedContent": {"$ref": "#/definitions/artifactContent"},
                "properties": {"type": "object"}
              }
            }
          }
        }
        """#
}
