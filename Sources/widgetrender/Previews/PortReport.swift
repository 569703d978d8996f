// The port report: after a failed build of a team's extension, the compiler's errors sorted into what
// WidgetRender lacks (Apple API it does not provide yet) and what is the team's to port (modules not in the
// build, types defined outside the extension's folder, frameworks a renderer cannot provide), each group
// with the usual fix (docs/porting.md). The sorting reads only the messages and the project's own sources:
// - `no such module 'X'`: X among the frameworks no renderer can provide (CoreData, HealthKit …) →
//   "framework"; X another Apple framework → "Apple API"; else the app's own module or package → "module".
// - `cannot find ['type'] 'X' in scope`: X declared in the project outside the extension's folders →
//   "outside type" (with the file that declares it); X declared nowhere in the project → "Apple API"
//   when it looks like Apple's (a framework prefix such as UI, NS, CG, IN, CL …, or a name the report
//   lists), else "unknown name" (the app's, from a module the build lacks).
// - `type 'T' has no member 'm'` / `value of type 'T' has no member 'm'`: T declared in the project →
//   the app's own error; else "Apple API" (`T.m`).
// Everything else stays "other": the compiler's messages above say what it is.

/// The errors of a failed build, sorted.
struct PortReport: Sendable {
    /// Which group an error is in.
    enum Group: String, CaseIterable, Sendable {
        case appleAPI, module, outsideType, framework, unknownName, other
    }

    /// One sorted error: its group, the name it is about (a symbol, a module) and where it is.
    struct Entry: Sendable, Equatable {
        var group: Group
        var name: String
        var diagnostic: CompilerDiagnostic
        /// For an outside type: the file that declares it.
        var declaredIn: String?
    }

    /// Every error, sorted.
    var entries: [Entry]

    /// Apple frameworks no renderer can provide: data stores, sensors, services, system extensions.
    static let unavailableFrameworks: Set<String> = [
        "CoreData", "SwiftData", "HealthKit", "HealthKitUI", "CloudKit", "StoreKit", "NetworkExtension", "CoreLocation",
        "MapKit", "EventKit", "Contacts", "Photos", "PhotosUI", "AVFoundation", "AVKit", "CoreMotion", "UserNotifications",
        "CoreBluetooth", "HomeKit", "MusicKit", "MediaPlayer", "WeatherKit", "GameKit", "LocalAuthentication", "Security",
        "WatchConnectivity", "CoreSpotlight", "BackgroundTasks", "AuthenticationServices", "SafariServices",
        "MessageUI", "CallKit", "PassKit", "FamilyControls", "ManagedSettings", "DeviceActivity", "CoreNFC",
        "CoreTelephony", "SystemConfiguration", "Network", "CoreML", "Vision", "ARKit", "RealityKit", "SceneKit",
        "SpriteKit", "Metal", "MetalKit", "JavaScriptCore", "WebKit", "CarPlay", "ClockKit", "EnergyKit",
    ]

    /// Apple frameworks a renderer could provide but WidgetRender does not yet.
    static let missingFrameworks: Set<String> = [
        "CoreText", "CoreImage", "QuartzCore", "ImageIO", "UniformTypeIdentifiers", "Charts", "TipKit", "Observation",
        "SwiftUICore", "CoreTransferable", "Accelerate", "AppKit", "WatchKit", "CoreFoundation", "Darwin",
        "NotificationCenter", "OSLog", "CoreGraphics",
    ]

    /// Name prefixes of Apple's frameworks' types and functions.
    static let applePrefixes = ["UI", "NS", "CG", "CF", "CA", "CI", "CL", "MK", "HK", "AV", "SK", "CK", "UN", "IN", "WK",
                                "PK", "PH", "EK", "CN", "CT", "MP", "OS", "GK", "AS", "LA", "SF", "UT", "Dispatch"]

    /// Sorts `diagnostics`: `extensionFolders` are the folders built as the extension (absolute);
    /// `declarations` maps each name declared in the project to the files declaring it (absolute).
    init(_ diagnostics: [CompilerDiagnostic], extensionFolders: [String], declarations: [String: [String]]) {
        func insideExtension(_ file: String) -> Bool {
            extensionFolders.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        entries = diagnostics.map { diagnostic in
            let message = diagnostic.message
            let names = diagnostic.quotedNames
            guard let name = names.first else { return Entry(group: .other, name: "", diagnostic: diagnostic) }
            if message.hasPrefix("no such module") {
                let module = name.split(separator: ".").first.map(String.init) ?? name
                if Self.unavailableFrameworks.contains(module) { return Entry(group: .framework, name: module, diagnostic: diagnostic) }
                if Self.missingFrameworks.contains(module) { return Entry(group: .appleAPI, name: "import \(module)", diagnostic: diagnostic) }
                return Entry(group: .module, name: module, diagnostic: diagnostic)
            }
            if message.hasPrefix("cannot find ") {
                let files = declarations[name] ?? []
                if let outside = files.first(where: { !insideExtension($0) }), !files.contains(where: insideExtension) {
                    return Entry(group: .outsideType, name: name, diagnostic: diagnostic, declaredIn: outside)
                }
                if files.isEmpty {
                    let looksApple = Self.applePrefixes.contains { name.hasPrefix($0) && name.count > $0.count
                        && name[name.index(name.startIndex, offsetBy: $0.count)].isUppercase }
                    return Entry(group: looksApple ? .appleAPI : .unknownName, name: name, diagnostic: diagnostic)
                }
                return Entry(group: .other, name: name, diagnostic: diagnostic)
            }
            if message.contains("has no member"), names.count >= 2 {
                let type = String(names[0].split(separator: "<").first ?? Substring(names[0]))
                let base = type.split(separator: ".").last.map(String.init) ?? type
                if declarations[base] == nil, !base.hasPrefix("(") {
                    return Entry(group: .appleAPI, name: "\(base).\(names[names.count - 1])", diagnostic: diagnostic)
                }
            }
            return Entry(group: .other, name: name, diagnostic: diagnostic)
        }
    }

    /// How many errors are in `group`.
    func count(_ group: Group) -> Int { entries.filter { $0.group == group }.count }

    /// The errors that are WidgetRender's (Apple API it lacks) and the ones that are the app's.
    var ours: Int { count(.appleAPI) }
    /// The app's errors: everything sorted except WidgetRender's and the unsorted ones.
    var theirs: Int { entries.count - ours - count(.other) }
}
