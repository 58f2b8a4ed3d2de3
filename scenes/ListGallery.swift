import Flipbook

// Lists in each style (inset grouped, grouped, inset, plain, sidebar, and a form), light and dark,
// as an iPhone draws them: the same sections with headers, footers, an icon row and a value row.

struct ListGalleryContent: View {
    var body: some View {
        Section {
            Label("Wi-Fi", systemImage: "wifi")
            LabeledContent("Bluetooth", value: "On")
            Text("Cellular")
        } header: {
            Text("Connections")
        } footer: {
            Text("Shown in Control Centre.")
        }
        Section("Display") {
            Text("Brightness")
        }
    }
}

struct ListGalleryCell<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption.monospaced()).foregroundStyle(.secondary).padding(.leading, 8)
            content
                .frame(width: 300, height: 300)
                .overlay(Rectangle().stroke(Color(.separator), lineWidth: 1))
        }
    }
}

struct ListGalleryView: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                ListGalleryCell(title: ".insetGrouped") { List { ListGalleryContent() } }
                ListGalleryCell(title: ".grouped") { List { ListGalleryContent() }.listStyle(.grouped) }
            }
            HStack(spacing: 12) {
                ListGalleryCell(title: ".inset") { List { ListGalleryContent() }.listStyle(.inset) }
                ListGalleryCell(title: ".plain") { List { ListGalleryContent() }.listStyle(.plain) }
            }
            HStack(spacing: 12) {
                ListGalleryCell(title: ".sidebar") { List { ListGalleryContent() }.listStyle(.sidebar) }
                ListGalleryCell(title: "row modifiers") {
                    List {
                        Section {
                            Text("No separator below").listRowSeparator(.hidden)
                            Text("Inset 40").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 16))
                            Text("Yellow background").listRowBackground(Color.yellow.opacity(0.3))
                        } header: {
                            Text("Header as written").textCase(nil)
                        }
                    }
                }
            }
        }
        .padding(12)
    }
}

/// A settings form: values, a disclosure group that a tap expands, a button row.
struct ListFormView: View {
    @State private var showsAdvanced = false

    var body: some View {
        Form {
            Section("Account") {
                LabeledContent("Name", value: "Ada Lovelace")
                LabeledContent("Email", value: "ada@example.com")
            }
            Section {
                DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                    LabeledContent("Build", value: "1843")
                    LabeledContent("Engine", value: "Analytical")
                }
                LabeledContent("Version", value: "2.1")
            } footer: {
                Text("Advanced settings apply to every device.")
            }
            Section {
                Button("Sign Out") {}
            }
        }
    }
}

extension FlipbookScene {
    static let listGalleries = lightAndDark(
        "list-gallery", size: CGSize(width: 636, height: 996),
        summary: "List styles: inset grouped, grouped, inset, plain, sidebar, row separators, insets and backgrounds"
    ) {
        ListGalleryView()
    } + [
        FlipbookScene("list-form", size: CGSize(width: 390, height: 640), scale: 2, duration: 1.2,
                      summary: "A form: LabeledContent values, a DisclosureGroup expanding with animation, a button row") {
            Tap("Advanced", at: 0.2)
        } content: {
            ListFormView()
        }.goldenTimes([0, 0.35, 1.2 - 1.0 / 60]),
    ]
}
