import SwiftUI

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

enum ScrumTheme: String, CaseIterable, Identifiable {
    case bubblegum, buttercup, lavender, seafoam, sky
    var id: String { rawValue }
    var name: String { rawValue.capitalized }

    var mainColor: Color {
        switch self {
        case .bubblegum: Color(red: 0.93, green: 0.55, blue: 0.75)
        case .buttercup: Color(red: 1.0, green: 0.87, blue: 0.45)
        case .lavender: Color(red: 0.8, green: 0.72, blue: 0.95)
        case .seafoam: Color(red: 0.65, green: 0.9, blue: 0.83)
        case .sky: Color(red: 0.55, green: 0.78, blue: 0.98)
        }
    }

    var accentColor: Color {
        switch self {
        case .bubblegum, .lavender, .seafoam, .sky, .buttercup: .black
        }
    }
}

@Observable
final class DailyScrum: Identifiable {
    let id = UUID()
    var title: String
    var attendees: [String]
    var lengthInMinutes: Double
    var theme: ScrumTheme

    init(title: String, attendees: [String], lengthInMinutes: Double, theme: ScrumTheme) {
        self.title = title
        self.attendees = attendees
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }
}

struct ScrumProgressViewStyle: ProgressViewStyle {
    var theme: ScrumTheme

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(theme.accentColor.opacity(0.15))
                .frame(height: 20)
            ProgressView(configuration)
                .tint(theme.mainColor)
                .frame(height: 12)
                .padding(.horizontal)
        }
    }
}

struct ScrumEditView: View {
    @Bindable var scrum: DailyScrum
    @State private var newAttendee = ""

    var body: some View {
        Form {
            Section("Meeting Info") {
                TextField("Title", text: $scrum.title)
                HStack {
                    Slider(value: $scrum.lengthInMinutes, in: 5...30, step: 1)
                    Spacer()
                    Text("\(Int(scrum.lengthInMinutes)) minutes")
                }
                Picker("Theme", selection: $scrum.theme) {
                    ForEach(ScrumTheme.allCases) { theme in
                        Text(theme.name)
                            .padding(4)
                            .frame(maxWidth: .infinity)
                            .background(theme.mainColor)
                            .clipShape(RoundedRectangle(cornerRadius: 4))
                            .tag(theme)
                    }
                }
            }
            Section("Attendees") {
                ForEach(scrum.attendees, id: \.self) { Text($0) }
                    .onDelete { scrum.attendees.remove(atOffsets: $0) }
                HStack {
                    TextField("New Attendee", text: $newAttendee)
                    Button {
                        scrum.attendees.append(newAttendee)
                        newAttendee = ""
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                    .disabled(newAttendee.isEmpty)
                }
            }
        }
    }
}

struct ScrumDetailView: View {
    var scrum: DailyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Section("Meeting Info") {
                Label("Start Meeting", systemImage: "timer")
                    .font(.headline)
                    .foregroundStyle(Color.accentColor)
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(Int(scrum.lengthInMinutes)) minutes")
                }
                HStack {
                    Label("Theme", systemImage: "paintpalette")
                    Spacer()
                    Text(scrum.theme.name)
                        .padding(4)
                        .foregroundStyle(scrum.theme.accentColor)
                        .background(scrum.theme.mainColor)
                        .clipShape(RoundedRectangle(cornerRadius: 4))
                }
                ProgressView(value: 5, total: 15)
                    .progressViewStyle(ScrumProgressViewStyle(theme: scrum.theme))
            }
            Section("Attendees") {
                ForEach(scrum.attendees, id: \.self) { attendee in
                    Label(attendee, systemImage: "person")
                }
            }
            Section {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                    .labelStyle(.trailingIcon)
                    .listRowBackground(scrum.theme.mainColor)
            }
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") { isPresentingEditView = true }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                ScrumEditView(scrum: scrum)
                    .navigationTitle(scrum.title)
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") { isPresentingEditView = false }
                        }
                    }
            }
        }
    }
}

#Preview {
    NavigationStack {
        ScrumDetailView(scrum: DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10, theme: .sky))
    }
}

#Preview("Editing", traits: .script { Tap("Edit", at: 0.3) }) {
    NavigationStack {
        ScrumDetailView(scrum: DailyScrum(title: "App Dev", attendees: ["Katie", "Gray", "Euna"], lengthInMinutes: 5, theme: .bubblegum))
    }
}
