import SwiftUI

struct FileItem: Identifiable {
    let id = UUID()
    var name: String
    var children: [FileItem]?

    var icon: String { children == nil ? "doc.text" : "folder" }
}

struct FolderTree: View {
    let items = [
        FileItem(name: "Documents", children: [
            FileItem(name: "Resume.pdf"),
            FileItem(name: "Taxes", children: [FileItem(name: "2024.pdf")]),
        ]),
        FileItem(name: "Photos", children: [FileItem(name: "Beach.jpg")]),
        FileItem(name: "Notes.txt"),
    ]

    var body: some View {
        NavigationStack {
            List(items, children: \.children) { item in
                Label(item.name, systemImage: item.icon)
            }
            .navigationTitle("Files")
        }
    }
}

#Preview {
    FolderTree()
}
