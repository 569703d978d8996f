// Controls of the widget layer (SwiftUI's `Gauge`, `ProgressView`):
//   {"Gauge": {"value": 72, "in": [0, 100], "label": "BPM", "currentValueLabel": {"Text": "72"},
//              "minimumValueLabel": "0", "maximumValueLabel": "100"}}
//   {"ProgressView": {"value": 0.62, "total"?: 1, "label"?: …, "currentValueLabel"?: …}}
//   {"ProgressView": {"title": "Steps", "value": 6200, "total": 10000}}      {"ProgressView": {}}  (a spinner)
// Labels are a string (a Text), a view or an array of views; min and max labels come together.

import Views
import Widgets

extension DocumentDecoder {
    /// A `Gauge`.
    func gaugeView(_ node: Node) throws(DocumentError) -> DocumentView {
        var reader = try node.object("Gauge")
        let value = try reader.required("value").number(.value)
        var bounds: ClosedRange<Double> = 0...1
        if let range = reader.optional("in") {
            let ends = try range.array("a range [lower, upper]")
            guard ends.count == 2 else { throw range.fail("a range is [lower, upper]") }
            let lower = try ends[0].number(.value), upper = try ends[1].number(.value)
            guard lower < upper else { throw range.fail("the range's lower bound must be below its upper bound") }
            bounds = lower...upper
        }
        let label = try reader.optional("label").map { (n: Node) throws(DocumentError) in try labelContent(n) }
        let current = try reader.optional("currentValueLabel").map { (n: Node) throws(DocumentError) in try labelContent(n) }
        let minimum = try reader.optional("minimumValueLabel").map { (n: Node) throws(DocumentError) in try labelContent(n) }
        let maximum = try reader.optional("maximumValueLabel").map { (n: Node) throws(DocumentError) in try labelContent(n) }
        try reader.finish()
        if (minimum == nil) != (maximum == nil) {
            throw node.fail("Gauge takes minimumValueLabel and maximumValueLabel together, as in SwiftUI")
        }
        let range = bounds
        return DocumentView(kind: .view) { environment in
            func slot(_ views: [DocumentView]?) -> AnyView? { views.map { content($0, environment) } }
            return .view(makeGauge(value, range, slot(label), slot(current), slot(minimum), slot(maximum)))
        }
    }

    /// A `ProgressView`.
    func progressView(_ node: Node) throws(DocumentError) -> DocumentView {
        var reader = try node.object("ProgressView")
        let valueNode = reader.optional("value")
        let value = try valueNode.flatMap { (n: Node) throws(DocumentError) -> Double? in n.isNull ? nil : try n.number(.value) }
        let total = try reader.optional("total")?.number(NumberRule(what: "a total", minimum: 0, maximum: 1e15,
                                                                    excludesMinimum: true)) ?? 1
        let title = try reader.optional("title")?.string("a title")
        let label = try reader.optional("label").map { (n: Node) throws(DocumentError) in try labelContent(n) }
        let current = try reader.optional("currentValueLabel").map { (n: Node) throws(DocumentError) in try labelContent(n) }
        try reader.finish()
        if title != nil, label != nil || current != nil {
            throw node.fail("ProgressView takes \"title\" or \"label\"/\"currentValueLabel\", not both")
        }
        if let title {
            return DocumentView(kind: .view) { _ in .view(AnyView(ProgressView(title, value: value, total: total))) }
        }
        return DocumentView(kind: .view) { environment in
            let labelView = label.map { content($0, environment) }
            let currentView = current.map { content($0, environment) }
            switch (labelView, currentView) {
            case let (label?, current?):
                return .view(AnyView(ProgressView(value: value, total: total, label: { label }, currentValueLabel: { current })))
            case let (label?, nil):
                return .view(AnyView(ProgressView(value: value, total: total, label: { label })))
            case let (nil, current?):
                return .view(AnyView(ProgressView(value: value, total: total, label: { EmptyView() },
                                                  currentValueLabel: { current })))
            case (nil, nil):
                return .view(AnyView(ProgressView(value: value, total: total)))
            }
        }
    }
}

/// `Gauge` with the labels given; absent labels are `EmptyView`, as the SwiftUI initialisers
/// without them make them.
private func makeGauge(_ value: Double, _ range: ClosedRange<Double>, _ label: AnyView?, _ current: AnyView?,
                       _ minimum: AnyView?, _ maximum: AnyView?) -> AnyView {
    func gauge<L: View, C: View, B: View>(_ l: L, _ c: C, _ lo: B, _ hi: B) -> AnyView {
        AnyView(Gauge(value: value, in: range, label: { l }, currentValueLabel: { c },
                      minimumValueLabel: { lo }, maximumValueLabel: { hi }))
    }
    let empty = EmptyView()
    switch (label, current, minimum, maximum) {
    case let (l?, c?, lo?, hi?): return gauge(l, c, lo, hi)
    case let (l?, nil, lo?, hi?): return gauge(l, empty, lo, hi)
    case let (nil, c?, lo?, hi?): return gauge(empty, c, lo, hi)
    case let (nil, nil, lo?, hi?): return gauge(empty, empty, lo, hi)
    case let (l?, c?, _, _): return gauge(l, c, empty, empty)
    case let (l?, nil, _, _): return gauge(l, empty, empty, empty)
    case let (nil, c?, _, _): return gauge(empty, c, empty, empty)
    case (nil, nil, _, _): return gauge(empty, empty, empty, empty)
    }
}
