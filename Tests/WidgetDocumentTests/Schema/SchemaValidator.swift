// A JSON Schema (2020-12) validator for the subset of keywords docs/widget-document.schema.json
// uses, over the positioned JSON tree of WidgetDocument. An unknown keyword is reported, so a
// typo in the schema cannot silently accept everything.

import Foundation
import JSON
@testable import WidgetDocument

struct SchemaValidator {
    let root: JSONValue

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "format"]

    /// Problems of `instance` against the schema's root, as `path: message` lines.
    func problems(_ instance: JSONValue) -> [String] {
        validate(instance, root, "$")
    }

    func validate(_ instance: JSONValue, _ schema: JSONValue, _ path: String) -> [String] {
        guard case .object(let keywords) = schema.kind else {
            if case .bool(let allowed) = schema.kind { return allowed ? [] : ["\(path): false schema"] }
            return ["\(path): schema is not an object"]
        }
        var problems: [String] = []
        for keyword in keywords {
            problems += check(keyword.key, keyword.value, instance, path, siblings: keywords)
        }
        return problems
    }

    private func check(_ keyword: String, _ value: JSONValue, _ instance: JSONValue, _ path: String,
                       siblings: [JSONMember]) -> [String] {
        switch keyword {
        case _ where Self.annotations.contains(keyword):
            return []
        case "$ref":
            guard case .string(let reference) = value.kind, let target = resolve(reference) else {
                return ["\(path): unresolvable $ref"]
            }
            return validate(instance, target, path)
        case "type":
            let types: [String]
            switch value.kind {
            case .string(let one): types = [one]
            case .array(let many): types = many.compactMap { if case .string(let s) = $0.kind { s } else { nil } }
            default: return ["\(path): bad type keyword"]
            }
            return types.contains(where: { Self.matches(instance, type: $0) }) ? [] : ["\(path): not of type \(types)"]
        case "enum":
            guard case .array(let options) = value.kind else { return ["\(path): bad enum"] }
            return options.contains(where: { Self.equal($0, instance) }) ? [] : ["\(path): not in enum"]
        case "const":
            return Self.equal(value, instance) ? [] : ["\(path): not the const"]
        case "properties":
            guard case .object(let members) = instance.kind, case .object(let properties) = value.kind else { return [] }
            var problems: [String] = []
            for member in members {
                if let property = properties.first(where: { $0.key == member.key }) {
                    problems += validate(member.value, property.value, path + "." + member.key)
                }
            }
            return problems
        case "additionalProperties":
            guard case .object(let members) = instance.kind else { return [] }
            let declared = siblings.first { $0.key == "properties" }.flatMap { member -> [String]? in
                if case .object(let properties) = member.value.kind { return properties.map(\.key) }
                return nil
            } ?? []
            var problems: [String] = []
            for member in members where !declared.contains(member.key) {
                problems += validate(member.value, value, path + "." + member.key)
            }
            return problems
        case "propertyNames":
            guard case .object(let members) = instance.kind else { return [] }
            return members.flatMap { validate(JSONValue(kind: .string($0.key), position: $0.keyPosition), value, path + "." + $0.key) }
        case "required":
            guard case .object(let members) = instance.kind, case .array(let names) = value.kind else { return [] }
            return names.compactMap { name in
                guard case .string(let key) = name.kind else { return "\(path): bad required" }
                return members.contains { $0.key == key } ? nil : "\(path): missing \(key)"
            }
        case "dependentRequired":
            guard case .object(let members) = instance.kind, case .object(let rules) = value.kind else { return [] }
            var problems: [String] = []
            for rule in rules where members.contains(where: { $0.key == rule.key }) {
                if case .array(let needed) = rule.value.kind {
                    for need in needed {
                        if case .string(let key) = need.kind, !members.contains(where: { $0.key == key }) {
                            problems.append("\(path): \(rule.key) needs \(key)")
                        }
                    }
                }
            }
            return problems
        case "minProperties", "maxProperties":
            guard case .object(let members) = instance.kind, case .number(let bound) = value.kind else { return [] }
            let ok = keyword == "minProperties" ? Double(members.count) >= bound.value : Double(members.count) <= bound.value
            return ok ? [] : ["\(path): \(keyword) \(bound.literal)"]
        case "items":
            guard case .array(let elements) = instance.kind else { return [] }
            return elements.enumerated().flatMap { validate($0.element, value, path + "[\($0.offset)]") }
        case "minItems", "maxItems":
            guard case .array(let elements) = instance.kind, case .number(let bound) = value.kind else { return [] }
            let ok = keyword == "minItems" ? Double(elements.count) >= bound.value : Double(elements.count) <= bound.value
            return ok ? [] : ["\(path): \(keyword) \(bound.literal)"]
        case "uniqueItems":
            guard case .array(let elements) = instance.kind, case .bool(true) = value.kind else { return [] }
            for (index, element) in elements.enumerated() where elements[..<index].contains(where: { Self.equal($0, element) }) {
                return ["\(path): items are not unique"]
            }
            return []
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
            guard case .number(let number) = instance.kind, case .number(let bound) = value.kind else { return [] }
            let ok: Bool
            switch keyword {
            case "minimum": ok = number.value >= bound.value
            case "maximum": ok = number.value <= bound.value
            case "exclusiveMinimum": ok = number.value > bound.value
            default: ok = number.value < bound.value
            }
            return ok ? [] : ["\(path): \(number.literal) fails \(keyword) \(bound.literal)"]
        case "minLength":
            guard case .string(let text) = instance.kind, case .number(let bound) = value.kind else { return [] }
            return Double(text.unicodeScalars.count) >= bound.value ? [] : ["\(path): shorter than \(bound.literal)"]
        case "pattern":
            guard case .string(let text) = instance.kind, case .string(let pattern) = value.kind else { return [] }
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["\(path): bad pattern"] }
            let range = NSRange(text.startIndex..., in: text)
            return regex.firstMatch(in: text, range: range) == nil ? ["\(path): does not match \(pattern)"] : []
        case "oneOf", "anyOf", "allOf":
            guard case .array(let schemas) = value.kind else { return ["\(path): bad \(keyword)"] }
            let results = schemas.map { validate(instance, $0, path) }
            let passing = results.filter(\.isEmpty).count
            switch keyword {
            case "oneOf": return passing == 1 ? [] : ["\(path): matches \(passing) of oneOf"]
            case "anyOf": return passing >= 1 ? [] : ["\(path): matches none of anyOf"]
            default: return results.flatMap { $0 }
            }
        case "$defs":
            return []
        default:
            return ["\(path): unsupported keyword \(keyword)"]
        }
    }

    /// `#/$defs/name`.
    private func resolve(_ reference: String) -> JSONValue? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), case .object(let members) = root.kind,
              let defs = members.first(where: { $0.key == "$defs" }), case .object(let entries) = defs.value.kind else {
            return nil
        }
        let name = String(reference.dropFirst(prefix.count))
        return entries.first { $0.key == name }?.value
    }

    static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value.kind) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
             ("number", .number):
            return true
        case ("integer", .number(let number)):
            return number.value.rounded() == number.value
        default:
            return false
        }
    }

    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x.value == y.value
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.object(x), .object(y)):
            return x.count == y.count && x.allSatisfy { member in y.contains { $0.key == member.key && equal($0.value, member.value) } }
        default: return false
        }
    }
}
