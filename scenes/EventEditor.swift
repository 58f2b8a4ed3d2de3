import Flipbook

/// An event editor as a calendar app writes one: a form with a title field, compact date
/// pickers, a colour well, notes in a text editor a script types into, a share link, and a
/// photo loaded from a file URL by `AsyncImage`.
struct EventEditorView: View {
    @State private var title = "Team offsite"
    /// 21:41 UTC on Thursday 26 November 2026.
    @State private var starts = Date(timeIntervalSince1970: 1_795_729_260)
    @State private var notes = ""
    @State private var colour = Color.orange

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    DatePicker("Starts", selection: $starts)
                    DatePicker("Ends", selection: .constant(starts.addingTimeInterval(5400)), in: starts...,
                               displayedComponents: .hourAndMinute)
                    ColorPicker("Colour", selection: $colour)
                }
                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(height: 96)
                        .accessibilityIdentifier("Notes")
                }
                Section {
                    HStack(spacing: 12) {
                        AsyncImage(url: Bundle.module.url(forResource: "sunset", withExtension: "png")) { image in
                            image.resizable().scaledToFill()
                        } placeholder: {
                            Color.gray
                        }
                        .frame(width: 44, height: 44)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                        Text("Venue photo")
                    }
                    ShareLink("Share Event", item: URL(string: "https://example.com/events/42")!)
                }
            }
            .navigationTitle("New Event")
        }
    }
}

/// Group boxes, a view that fits, a control group, an outline and an empty state.
struct EverydayViewsGalleryView: View {
    private struct Folder: Identifiable {
        let name: String
        var children: [Folder]?
        var id: String { name }
    }

    private let folders = [
        Folder(name: "Projects", children: [Folder(name: "Flipbook"), Folder(name: "Garden")]),
        Folder(name: "Archive", children: [Folder(name: "2025")]),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            GroupBox {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach([300.0, 120.0], id: \.self) { width in
                        ViewThatFits(in: .horizontal) {
                            Label("Add to Favourites", systemImage: "star")
                            Image(systemName: "star")
                        }
                        .foregroundStyle(.tint)
                        .frame(width: width, alignment: .leading)
                    }
                }
            } label: {
                Label("View that fits", systemImage: "rectangle.stack")
            }
            ControlGroup {
                Button("Day") {}
                Button("Week") {}
                Button("Month") {}
            }
            GroupBox("Folders") {
                VStack(alignment: .leading, spacing: 8) {
                    OutlineGroup(folders, children: \.children) { folder in
                        Text(folder.name)
                    }
                }
            }
            ContentUnavailableView.search(text: "tofu")
                .frame(height: 190)
        }
        .padding(16)
    }
}

extension FlipbookScene {
    static let everydayViewsGalleries: [FlipbookScene] = ColorScheme.allCases.flatMap { scheme in
        let suffix = scheme == .light ? "" : "-dark"
        var editor = FlipbookScene(
            "event-editor" + suffix, size: CGSize(width: 390, height: 700), scale: 2, fps: 30, duration: 1.6,
            summary: "A form: compact DatePickers (one set by PickDate), ColorPicker, TextEditor typed into (two lines), AsyncImage from a file URL, ShareLink"
                + (scheme == .light ? "" : " (dark)")
        ) {
            TypeText("Notes", "bring the projector.\nbook a table for eight", at: 0.6)
            PickDate("Starts", Date(timeIntervalSince1970: 1_795_729_260 + 86_400 + 1_800), at: 1.1)
        } content: {
            EventEditorView()
        }
        .goldenTimes([0, 1, 1.4])
        editor.colorScheme = scheme
        var gallery = FlipbookScene(
            "everyday-views" + suffix, size: CGSize(width: 390, height: 640), scale: 2, fps: 30, duration: 1.2,
            summary: "GroupBox, ViewThatFits at two widths, ControlGroup, OutlineGroup expanded by a tap, ContentUnavailableView.search"
                + (scheme == .light ? "" : " (dark)")
        ) {
            Tap("Projects", at: 0.3)
        } content: {
            EverydayViewsGalleryView()
        }
        .goldenTimes([0, 1])
        gallery.colorScheme = scheme
        var pickers = FlipbookScene(
            "date-picker-styles" + suffix, size: CGSize(width: 390, height: 700), scale: 2, duration: 0.1,
            summary: "DatePicker .graphical (the month) and .wheel" + (scheme == .light ? "" : " (dark)")
        ) {
            DatePickerStylesView()
        }
        .goldenTimes([0])
        pickers.colorScheme = scheme
        return [editor, gallery, pickers]
    }
}

/// The graphical and wheel date pickers for one date.
struct DatePickerStylesView: View {
    @State private var date = Date(timeIntervalSince1970: 1_795_729_260)

    var body: some View {
        VStack(spacing: 16) {
            DatePicker("Starts", selection: $date)
                .datePickerStyle(.graphical)
            DatePicker("Starts", selection: $date)
                .datePickerStyle(.wheel)
        }
        .padding(16)
    }
}
