// The request's JSON: every member by its Swift name; each axis value by the name the command line takes
// (`fullColor`, `dark`, `AX5`, `rightToLeft`, `iphone-430x932@3x`, `lockScreen`), the date as seconds since 1970. Decoding
// looks each name up in its type's own table (WidgetMode, ColorScheme, DynamicTypeSize, DeviceCatalog,
// WidgetPlacement): an unknown one fails the decoding with its member and value named.
import Graphics
import PortableFoundation
import Render
import Views
import Widgets

extension PreviewRunRequest: Codable {
    enum CodingKeys: String, CodingKey {
        case folder, filter, modes, os, schemes, dynamicTypeSizes, locales, layoutDirection, device, contexts, renderDate, check, thumbnailScale, jobs,
             progress, repetitions, providerTimeoutSeconds, assetCatalog, assetCatalogs, renderTimeoutSeconds, memoryLimitMiB, overrun
    }

    /// Decodes a request, refusing any unknown axis value.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        folder = try values.decode(String.self, forKey: .folder)
        filter = try values.decodeIfPresent(String.self, forKey: .filter)
        axes = PreviewAxes(
            modes: try Self.named(values, .modes, "mode") { WidgetMode(rawValue: $0) },
            schemes: try Self.named(values, .schemes, "colour scheme") { ColorScheme(rawValue: $0) },
            dynamicTypeSizes: try Self.named(values, .dynamicTypeSizes, "Dynamic Type size") { DynamicTypeSize(name: $0) },
            locales: try values.decode([String].self, forKey: .locales),
            layoutDirection: try Self.named(values, .layoutDirection, "layout direction") { LayoutDirection(rawValue: $0) }.first,
            device: try Self.named(values, .device, "device") { DeviceCatalog.device(named: $0) }.first,
            contexts: try Self.named(values, .contexts, "context") { WidgetPlacement(rawValue: $0) },
            date: try values.decodeIfPresent(Double.self, forKey: .renderDate).map(Date.init(timeIntervalSince1970:)),
            os: try values.decodeIfPresent([String].self, forKey: .os) == nil ? nil
                : try Self.named(values, .os, "OS profile") { OSProfile(rawValue: $0) }.first)
        check = try values.decode(Bool.self, forKey: .check)
        thumbnailScale = try values.decode(Double.self, forKey: .thumbnailScale)
        jobs = try values.decode(Int.self, forKey: .jobs)
        progress = try values.decode(Bool.self, forKey: .progress)
        repetitions = try values.decode(Int.self, forKey: .repetitions)
        providerTimeoutSeconds = try values.decode(Double.self, forKey: .providerTimeoutSeconds)
        assetCatalog = try values.decodeIfPresent(String.self, forKey: .assetCatalog)
        assetCatalogs = try values.decodeIfPresent([String].self, forKey: .assetCatalogs)
        renderTimeoutSeconds = try values.decode(Double.self, forKey: .renderTimeoutSeconds)
        memoryLimitMiB = try values.decode(Int.self, forKey: .memoryLimitMiB)
        overrun = try values.decode([String].self, forKey: .overrun)
    }

    /// Encodes the request, each axis value by its name.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(folder, forKey: .folder)
        try values.encodeIfPresent(filter, forKey: .filter)
        try values.encode(axes.modes.map(\.rawValue), forKey: .modes)
        try values.encodeIfPresent(axes.os.map { [$0.rawValue] }, forKey: .os)
        try values.encode(axes.schemes.map(\.rawValue), forKey: .schemes)
        try values.encode(axes.dynamicTypeSizes.map(\.name), forKey: .dynamicTypeSizes)
        try values.encode(axes.locales, forKey: .locales)
        try values.encode(axes.layoutDirection.map { [$0.rawValue] } ?? [], forKey: .layoutDirection)
        try values.encode(axes.device.map { [Self.name(of: $0)] } ?? [], forKey: .device)
        try values.encode(axes.contexts.map(\.rawValue), forKey: .contexts)
        try values.encodeIfPresent(axes.date?.timeIntervalSince1970, forKey: .renderDate)
        try values.encode(check, forKey: .check)
        try values.encode(thumbnailScale, forKey: .thumbnailScale)
        try values.encode(jobs, forKey: .jobs)
        try values.encode(progress, forKey: .progress)
        try values.encode(repetitions, forKey: .repetitions)
        try values.encode(providerTimeoutSeconds, forKey: .providerTimeoutSeconds)
        try values.encodeIfPresent(assetCatalog, forKey: .assetCatalog)
        try values.encodeIfPresent(assetCatalogs, forKey: .assetCatalogs)
        try values.encode(renderTimeoutSeconds, forKey: .renderTimeoutSeconds)
        try values.encode(memoryLimitMiB, forKey: .memoryLimitMiB)
        try values.encode(overrun, forKey: .overrun)
    }

    /// `iphone-414x896@2x`: the identifier with the scale, the form DeviceCatalog finds one variant by.
    static func name(of device: WidgetDevice) -> String {
        let scale = device.scale == device.scale.rounded() ? String(Int(device.scale)) : String(device.scale)
        return "\(device.identifier)@\(scale)x"
    }

    /// The values of the member `key`, each name looked up by `lookup`; an unknown name is an error naming it.
    static func named<Value>(_ values: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, _ what: String,
                             lookup: (String) -> Value?) throws -> [Value] {
        try values.decode([String].self, forKey: key).map { name in
            guard let value = lookup(name) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: values,
                                                       debugDescription: "\(key.rawValue): unknown \(what) \"\(name)\"")
            }
            return value
        }
    }
}
