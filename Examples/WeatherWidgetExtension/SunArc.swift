//
//  SunArc.swift
//  WeatherWidgetExtension
//
//  The sun's path over the day, drawn with CoreGraphics geometry as on iOS.
//

import SwiftUI

/// Half an ellipse from the bottom-left to the bottom-right corner of the rect.
struct SunArc: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.maxY),
                      control1: CGPoint(x: rect.minX + rect.width * 0.1, y: rect.minY - rect.height * 0.3),
                      control2: CGPoint(x: rect.maxX - rect.width * 0.1, y: rect.minY - rect.height * 0.3))
        return path
    }
}

/// The horizon under the arc, with a tick at each end.
struct Horizon: Shape {
    var tickHeight: CGFloat = 4

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines([CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)])
        for x in [rect.minX, rect.maxX] {
            path.move(to: CGPoint(x: x, y: rect.maxY - tickHeight))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
        }
        return path
    }
}

/// A filled drop shape for precipitation marks: a circle with a point on top.
struct Drop: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        let center = CGPoint(x: r.midX, y: r.maxY - radius)
        var path = Path()
        path.move(to: CGPoint(x: r.midX, y: r.minY))
        path.addQuadCurve(to: CGPoint(x: r.maxX, y: center.y), control: CGPoint(x: r.maxX, y: r.minY + r.height * 0.4))
        path.addArc(center: center, radius: radius, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        path.addQuadCurve(to: CGPoint(x: r.midX, y: r.minY), control: CGPoint(x: r.minX, y: r.minY + r.height * 0.4))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var drop = self
        drop.insetAmount += amount
        return drop
    }
}

extension Forecast {
    /// Where the sun is between sunrise (0) and sunset (1) at `hour`, clamped.
    func daylightFraction(at hour: Double) -> CGFloat {
        guard sunset > sunrise else { return 0 }
        return CGFloat(min(max((hour - sunrise) / (sunset - sunrise), 0), 1))
    }
}
