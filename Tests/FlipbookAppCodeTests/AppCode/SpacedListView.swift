import Flipbook

struct SpacedListView: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    Label("Stand-up", systemImage: "person.3")
                    Label("Design review", systemImage: "paintbrush")
                }
                Section("Tomorrow") {
                    Label("Planning", systemImage: "calendar")
                }
                Section {
                    Label("Archive", systemImage: "archivebox")
                }
            }
            .listRowSpacing(8)
            .listSectionSpacing(.compact)
            .navigationTitle("Agenda")
        }
    }
}

#Preview("Spaced list") {
    SpacedListView()
}
