import Views

/// A small capitalised section title: "TOMORROW".
struct EventSectionHeader: View {
    var title: String

    var body: some View {
        Text(title.uppercased())
            .font(.caption2.weight(.semibold))
            .foregroundStyle(.secondary)
            .padding(.top, 2)
    }
}
