import SwiftUI

struct FileItem: Identifiable {
    let id = UUID()
    var name: String
    var children: [FileItem]?
}

struct FileBrowser: View {
    let root = [
        FileItem(name: "Documents", children: [
            FileItem(name: "Resume.pdf"),
            FileItem(name: "Taxes", children: [FileItem(name: "2025.pdf")]),
        ]),
        FileItem(name: "Photos", children: []),
        FileItem(name: "notes.txt"),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                GroupBox(label: Label("Storage", systemImage: "internaldrive")) {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Label("12.4 GB used", systemImage: "internaldrive")
                            Spacer()
                            Text("of 64 GB")
                        }
                        Text("12.4 GB of 64 GB")
                    }
                }
                OutlineGroup(root, children: \.children) { item in
                    Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                }
                ControlGroup {
                    Button("Sort") {}
                    Button("Filter") {}
                }
            }
            .padding()
        }
    }
}

#Preview {
    FileBrowser()
}
