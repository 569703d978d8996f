/// The shape of a rounded rectangle's corners, as in SwiftUI.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Apple's continuous-curvature corner (the "squircle"), after PaintCode's reconstruction of
    /// iOS 7+ `UIBezierPath(roundedRect:cornerRadius:)`; see `Path+ContinuousCorners.swift`.
    case continuous
}
