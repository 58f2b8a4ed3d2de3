import SwiftUI

struct FileNode: Identifiable {
    let id = UUID()
    var name: String
    var children: [FileNode]?
}

struct FileBrowser: View {
    let root = [
        FileNode(name: "Documents", children: [
            FileNode(name: "Resume.pdf"),
            FileNode(name: "Taxes", children: [FileNode(name: "2025.pdf")]),
        ]),
        FileNode(name: "Photos", children: []),
        FileNode(name: "notes.txt"),
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
