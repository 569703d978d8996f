// Width calibration of the substitute faces: a horizontal factor per family, weight and size on every glyph's
// advance, offset and outline, so that text set in Inter and Inter Display is as wide as the same text in
// SF Pro on iOS.
//
// Method ([C], fitted on public iOS renders; the calibration set, its sources and the residuals are in
// docs/widgets.md, "Text and symbol calibration", and scripts/calibration/):
// 1. Measure the ink width of each calibration string on the iOS image (scripts/calibration/inkbox.py) and on
//    our render of the same text at the same size and scale (scripts/calibration/measure.py).
// 2. A horizontal factor f scales every advance, offset and outline of the face, so the ink width of a string
//    scales by f except for the tracking between its clusters: ink(f) = f × (ink(1) − tracking) + tracking.
// 3. SF Pro is a variable font whose optical size follows the point size, growing narrower from its text
//    width below 20 pt to its display width at 28 pt and up (WIDGETKIT.md §5.2: no discrete Text/Display
//    switch), where our substitutes switch cut once at 20 pt. So f follows the same ramp:
//    f(size) = a + b × (clamp(size, 20, 28) − 20), constant below 20 pt and from 28 pt.
// 4. Per family (optical-size cut) and weight, a and b are the least-squares fit of ink(f) to the iOS widths
//    (minimising Σ (i − (a + b·r)·u)², u = ours without tracking, i = iOS without tracking, r the ramp);
//    b = 0 where the set has no size of 20 pt and up (the text cut).
// 5. Weights between two fitted weights are interpolated linearly in the OpenType weight; outside the
//    fitted range the nearest fitted weight holds.
// Quicksand (SF Pro Rounded) is drawn as designed: against 31 iOS 26 renders of SF Pro Rounded (the set's
// vjr-challenge source) its letters are about 6 % wider and its digits about 10 % narrower, which one factor
// per weight cannot fit (least squares would narrow the digits further); docs/widgets.md gives the numbers.
// Kerning, tracking, vertical metrics and digit respacing stay as they are; the factor is a constant of the
// resolved face and size, so pixels stay deterministic.

/// The fitted horizontal factors of the bundled substitute faces (method in this file's header).
enum WidthCalibration {
    /// One fitted weight: the factor below 20 pt (`atText`) and its change per point up to 28 pt (`slope`).
    struct Fit {
        let weight: Int
        let atText: Double
        let slope: Double
    }

    /// The start and end of the optical-size ramp, in points (step 3).
    static let rampStart = 20.0
    static let rampEnd = 28.0

    /// The fits of `family`, by increasing weight; empty for families drawn as designed.
    static func fits(for family: BundledFamily) -> [Fit] {
        switch family {
        case .inter: return [Fit(weight: 400, atText: 1.0256, slope: 0), Fit(weight: 600, atText: 1.0437, slope: 0)]
        case .interDisplay:
            return [Fit(weight: 400, atText: 1.0523, slope: -0.00896), Fit(weight: 600, atText: 1.0613, slope: -0.00785)]
        default: return []
        }
    }

    /// The factor of `family` at OpenType weight `weight` and `pointSize` (steps 3 and 5); 1 for families
    /// without fits.
    static func factor(for family: BundledFamily, weight: Int, pointSize: Double) -> Double {
        let fitted = fits(for: family)
        guard let first = fitted.first, let last = fitted.last else { return 1 }
        let ramp = pointSize.isFinite ? min(max(pointSize, rampStart), rampEnd) - rampStart : 0
        func value(_ fit: Fit) -> Double { fit.atText + fit.slope * ramp }
        if weight <= first.weight { return value(first) }
        if weight >= last.weight { return value(last) }
        for (low, high) in zip(fitted, fitted.dropFirst()) where weight <= high.weight {
            let t = Double(weight - low.weight) / Double(high.weight - low.weight)
            return value(low) + t * (value(high) - value(low))
        }
        return value(last)
    }
}
