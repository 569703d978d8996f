import Graphics
import Views
import Widgets

/// The habit example's Live Activity: today's hydration while the day is on, in every presentation iOS and watchOS
/// show one (the Lock Screen, the Dynamic Island's compact, minimal and expanded views, StandBy, the watch Smart
/// Stack with its own `.small` layout). Its content states are two moments of the day: under way and goal met.
enum HabitActivity {
    /// The content states, in order, with the names the gallery labels them by.
    static let states: [(name: String, data: HabitData)] = [
        ("5 of 8", HabitData.sample),
        ("goal met", HabitData(done: 8)),
    ]

    /// The views of the activity in content state `index` (the first state for an index out of range).
    static func parts(_ index: Int) -> ActivityParts {
        let data = states.indices.contains(index) ? states[index].data : states[0].data
        let island = IslandViews(
            regions: [
                IslandRegion(place: .leading, priority: 0, view: AnyView(
                    Label("Water", systemImage: "drop.fill").font(.headline).foregroundStyle(Color.cyan))),
                IslandRegion(place: .trailing, priority: 0, view: AnyView(
                    Text("\(data.done)/\(data.goal)").font(.headline).foregroundStyle(Color.cyan))),
                IslandRegion(place: .bottom, priority: 0, view: AnyView(expandedBottom(data))),
            ],
            compactLeading: AnyView(Image(systemName: "drop.fill").foregroundStyle(Color.cyan)),
            compactTrailing: AnyView(Text("\(data.done)/\(data.goal)").font(.subheadline.weight(.semibold))
                .foregroundStyle(Color.cyan)),
            minimal: AnyView(HabitRing(progress: data.progress, lineWidth: 3, color: Color.cyan).frame(width: 22, height: 22)),
            keylineTint: Color.cyan, margins: [])
        return ActivityParts(lockScreen: AnyView(lockScreen(data)), island: island, small: AnyView(small(data)))
    }

    /// The Lock Screen (and StandBy) view: the ring, the day so far, what is left.
    static func lockScreen(_ data: HabitData) -> some View {
        HStack(spacing: 12) {
            HabitRing(progress: data.progress, lineWidth: 6, color: Color.blue) {
                Image(systemName: "drop.fill").font(.subheadline).foregroundStyle(Color.blue)
            }
            .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text("Water").font(.headline)
                Text("\(data.done) of \(data.goal) glasses · \(data.drunkText)")
                    .font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer(minLength: 0)
            Text(data.remaining == 0 ? "Done" : "\(data.remaining) left")
                .font(.title3.weight(.semibold)).foregroundStyle(Color.blue)
        }
    }

    /// The expanded island's bottom region: the day's progress bar and the next reminder.
    static func expandedBottom(_ data: HabitData) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            ProgressView(value: data.progress).tint(Color.cyan)
            Text(data.remaining == 0 ? "Goal met · \(data.goalText)" : "Next reminder \(data.nextReminder)")
                .font(.caption).foregroundStyle(.secondary)
        }
    }

    /// The watch Smart Stack's own layout (`ActivityFamily.small`): the ring and the count, one line of words.
    static func small(_ data: HabitData) -> some View {
        HStack(spacing: 8) {
            HabitRing(progress: data.progress, lineWidth: 5, color: Color.cyan) {
                Text("\(data.done)").font(.system(size: 15, weight: .bold, design: .rounded))
            }
            .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 0) {
                Text("Water").font(.headline)
                Text(data.remaining == 0 ? "Goal met" : "\(data.remaining) glasses left")
                    .font(.footnote).foregroundStyle(.secondary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
    }
}

/// The habit example's control: a toggle that logs a glass, "Logged" when on, with the blue tint.
enum HabitControl {
    /// The template in `state` (nil: as the app last left it, off).
    static func content(_ state: ControlState?) -> ControlTemplateContent {
        var content = ControlTemplateContent(
            kind: .toggle, title: Text("Log Water"), titleString: "Log Water",
            label: AnyView(Label("Not yet", systemImage: "drop")), isOn: false, tint: Color.blue,
            actionHint: Text("Log"), actionHintString: "Log", actionName: "LogWaterIntent")
        content.switched = (AnyView(Label("Logged", systemImage: "drop.fill")), Text("Undo"), "Undo")
        return state.map { content.inState($0) } ?? content
    }
}
