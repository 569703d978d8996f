// Widgets using the SwiftUI API the way widget extensions write it: GeometryReader bars,
import Foundation
// ViewThatFits, a Grid table, a ScrollView list, materials, Color.gradient, symbol variants, zIndex.
import Graphics
import Views
import Widgets

/// A steps card: a GeometryReader progress bar (62 % of its width), a ViewThatFits title, .background
/// as the card colour.
struct GeometryBarWidget: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ViewThatFits(in: .horizontal) {
                Text("Steps walked today").font(.headline)
                Text("Steps").font(.headline)
            }
            Text("8 432").font(.title.bold())
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.quaternary)
                    Capsule().fill(Color.green.gradient).frame(width: proxy.size.width * 0.62)
                }
            }
            .frame(height: 10)
            Text("62 % of goal").font(.caption).foregroundStyle(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.background)
    }
}

/// A forecast table: a Grid with a leading day column, a Divider row that does not size the grid,
/// symbols in .fill variants.
struct ForecastGridWidget: View {
    struct Day {
        var name: String
        var symbol: String
        var high: Int
        var low: Int
    }

    let days = [Day(name: "Mon", symbol: "sun.max", high: 24, low: 15),
                Day(name: "Tue", symbol: "cloud.sun", high: 21, low: 14),
                Day(name: "Wed", symbol: "cloud.rain", high: 18, low: 12)]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
            GridRow {
                Text("Day").gridColumnAlignment(.leading)
                Text("")
                Text("High").gridColumnAlignment(.trailing)
                Text("Low").gridColumnAlignment(.trailing)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach(days, id: \.name) { day in
                GridRow {
                    Text(day.name)
                    Image(systemName: day.symbol).symbolRenderingMode(.multicolor)
                    Text("\(day.high)°")
                    Text("\(day.low)°").foregroundStyle(.secondary)
                }
            }
            Text("Updated hourly").font(.caption2).foregroundStyle(.tertiary).gridCellColumns(4)
        }
        .symbolVariant(.fill)
        .font(.subheadline)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.background)
    }
}

/// Materials over a colourful backdrop: six cards, ultraThin … ultraThick and bar, each labelled.
struct MaterialsWidget: View {
    let materials: [(String, Material)] = [("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular),
                                            ("thick", .thick), ("ultraThick", .ultraThick), ("bar", .bar)]

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                GridRow { card(0); card(1); card(2) }
                GridRow { card(3); card(4); card(5) }
            }
            .padding(12)
        }
    }

    func card(_ index: Int) -> some View {
        Text(materials[index].0)
            .font(.caption2)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(materials[index].1, in: RoundedRectangle(cornerRadius: 10))
    }
}

/// A ScrollView list at rest (clipped at the bottom), z-ordered badges, Color.gradient tiles.
struct ScrollAndLayersWidget: View {
    var body: some View {
        HStack(spacing: 12) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 6) {
                    ForEach(0..<8, id: \.self) { index in
                        Label("Item \(index + 1)", systemImage: "checkmark.circle")
                            .symbolVariant(index < 3 ? .fill : .none)
                            .font(.caption)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            VStack(spacing: 8) {
                ZStack(alignment: .topTrailing) {
                    Circle().fill(.red).frame(width: 18, height: 18).offset(x: 6, y: -6).zIndex(1)
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient)
                }
                RoundedRectangle(cornerRadius: 12).fill(Color.orange.gradient)
            }
            .frame(width: 70)
        }
        .padding()
        .background(.background)
    }
}

/// A parking timer: Text(timerInterval:), ProgressView(timerInterval:), a style interpolation in a
/// literal, at the render's date (the default 2024-06-05 09:41 UTC: 25 of 60 minutes gone).
struct ParkingTimerWidget: View {
    let start = Date(timeIntervalSince1970: 1_717_580_460 - 25 * 60)
    var end: Date { start.addingTimeInterval(3600) }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Parking", systemImage: "car").symbolVariant(.fill).font(.headline)
            Text(timerInterval: start...end, countsDown: true)
                .font(.system(size: 34, weight: .semibold, design: .rounded))
            ProgressView(timerInterval: start...end, countsDown: true) { EmptyView() } currentValueLabel: { EmptyView() }
                .tint(.orange)
            Text("Ends in \(end, style: .relative)", comment: "Time left on the meter")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.background, for: .widget)
    }
}
