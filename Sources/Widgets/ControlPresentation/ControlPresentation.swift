// The places iOS 18 draws a control (ControlWidget) and their sizes: Control Center's three module sizes,
// the Lock Screen's control slots and the Action button's label. Apple documents the places and that a
// control takes the small, medium or large size in Control Center (WWDC24 "Extend your app's controls
// across the system", HIG "Controls"); it publishes no point sizes, so every number here is our choice [C],
// chosen from screenshots of iOS 18 on a 393 pt wide iPhone (docs/widgets.md, "Controls in Control Center").
import Graphics

/// Where a control is drawn and how big it is.
///
/// ```swift
/// ControlPresentation.controlCenterMedium.size    // Size(width: 152, height: 68)
/// ControlPresentation.allCases.map(\.rawValue)    // ["controlCenterSmall", …, "actionButton"]
/// ```
public enum ControlPresentation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Control Center, 1×1 module: the symbol in a circle.
    case controlCenterSmall
    /// Control Center, 2×1 module: the symbol, the title and the value label.
    case controlCenterMedium
    /// Control Center, 2×2 module: the symbol at the top, the title and value label at the bottom.
    case controlCenterLarge
    /// A Lock Screen control slot (the bottom corners): the symbol in a circle.
    case lockScreen
    /// The Action button's label: the symbol and the action hint (else the title), as the Dynamic Island
    /// shows them when the button is pressed.
    case actionButton

    /// The presentation's name (`controlCenterSmall`).
    public var description: String { rawValue }

    /// How people name it on a contact sheet: `Control Center small`, `Lock Screen`, `Action button`.
    public var title: String {
        switch self {
        case .controlCenterSmall: return "Control Center small"
        case .controlCenterMedium: return "Control Center medium"
        case .controlCenterLarge: return "Control Center large"
        case .lockScreen: return "Lock Screen"
        case .actionButton: return "Action button"
        }
    }

    /// The side of one Control Center grid cell on a 393 pt wide iPhone [C].
    public static let controlCenterCell: Double = 68
    /// The gap between Control Center grid cells [C].
    public static let controlCenterSpacing: Double = 16
    /// The diameter of a Lock Screen control slot [C].
    public static let lockScreenSlot: Double = 50
    /// The Action button label's size: the Dynamic Island's expanded capsule [C].
    public static let actionButtonSize = Size(width: 250, height: 44)

    /// The size in points.
    public var size: Size {
        let cell = Self.controlCenterCell
        let wide = cell * 2 + Self.controlCenterSpacing
        switch self {
        case .controlCenterSmall: return Size(width: cell, height: cell)
        case .controlCenterMedium: return Size(width: wide, height: cell)
        case .controlCenterLarge: return Size(width: wide, height: wide)
        case .lockScreen: return Size(width: Self.lockScreenSlot, height: Self.lockScreenSlot)
        case .actionButton: return Self.actionButtonSize
        }
    }

    /// Control Center's grid cells: columns × rows (nil outside Control Center).
    public var gridCells: (columns: Int, rows: Int)? {
        switch self {
        case .controlCenterSmall: return (1, 1)
        case .controlCenterMedium: return (2, 1)
        case .controlCenterLarge: return (2, 2)
        case .lockScreen, .actionButton: return nil
        }
    }

    /// True in Control Center.
    public var isControlCenter: Bool { gridCells != nil }

    /// True where the light and dark schemes draw different pixels: Control Center and the Action button's
    /// Dynamic Island are drawn over their own dark material in both schemes, except that Control Center's
    /// backdrop follows the scheme [C]; the Lock Screen slot is a vibrant material over the wallpaper, the
    /// same in both [C].
    public var isSchemeAnAxis: Bool {
        switch self {
        case .controlCenterSmall, .controlCenterMedium, .controlCenterLarge: return true
        case .lockScreen, .actionButton: return false
        }
    }
}

/// A toggle's state in a render (a button is drawn the same in both).
public enum ControlState: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Off.
    case off
    /// On.
    case on

    /// A state from a Boolean.
    public init(isOn: Bool) { self = isOn ? .on : .off }

    /// True for ``on``.
    public var isOn: Bool { self == .on }

    /// The state's name (`on`).
    public var description: String { rawValue }
}
