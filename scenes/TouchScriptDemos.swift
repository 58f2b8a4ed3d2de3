import Flipbook

// What a finger does in a script, as an iPhone does it (issue 19): a toolbar menu with a submenu
// and a picker, an icon-only "Add Item" found by its title; list rows reordered by a drag and a
// list refreshed by dragging it down; a carousel that snaps to a card, and a flicked feed caught
// by a touch, then a row tapped where it is drawn.

struct TouchMenusDemo: View {
    @State private var notes = ["Groceries", "Trip ideas", "Books to read"]
    @State private var grouping = "None"
    @State private var sort = "Date"

    var body: some View {
        NavigationStack {
            List {
                Section("Sorted by \(sort.lowercased()), grouped by \(grouping.lowercased())") {
                    ForEach(notes, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Select Notes", systemImage: "checkmark.circle") {}
                        Menu("Sort By") {
                            Button("Date") { sort = "Date" }
                            Button("Title") { sort = "Title" }
                        }
                        Picker("Group", selection: $grouping) {
                            Text("None").tag("None")
                            Text("Folder").tag("Folder")
                        }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button { notes.append("Note \(notes.count + 1)") } label: { Label("Add Item", systemImage: "plus") }
                }
            }
        }
    }
}

struct TouchListDemo: View {
    @State private var items = ["Milk", "Eggs", "Bread", "Butter", "Apples"]
    @State private var refreshed = 0

    var body: some View {
        NavigationStack {
            List {
                Section("Shopping") {
                    ForEach(items, id: \.self) { Text($0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                Section { Text("Refreshed \(refreshed) times") }
            }
            .navigationTitle("Groceries")
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
                refreshed += 1
            }
        }
    }
}

struct TouchScrollDemo: View {
    @State private var tapped = "none"
    private let colors: [Color] = [.orange, .pink, .purple, .blue, .teal, .green]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 16).fill(colors[index].gradient)
                            .frame(width: 300, height: 160)
                            .overlay(Text("Card \(index + 1)").font(.title2.bold()).foregroundStyle(.white))
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            Text("Tapped: \(tapped)").font(.headline).padding(.horizontal, 20)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(1...40, id: \.self) { row in
                        Button { tapped = "Row \(row)" } label: {
                            Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading).padding(.horizontal, 20)
                        }
                        .foregroundStyle(.primary)
                        Divider().padding(.leading, 20)
                    }
                }
            }
        }
    }
}

extension FlipbookScene {
    static let touchScriptDemos: [FlipbookScene] = [touchMenus, touchList, touchScroll]

    private static var touchMenus: FlipbookScene {
        var scene = FlipbookScene("touch-menus", size: CGSize(width: 390, height: 560), scale: 2, duration: 3.2,
                                  summary: "Issue 19: a toolbar menu found by its icon-only label's title, its submenu opened over its "
                                      + "row, a picker's choices checked in it; Add Item found by its title") {
            Tap("Options", at: 0.3)
            Tap("Sort By", at: 1)
            Tap("Title", at: 1.7)
            Tap("Options", at: 2)
            Tap("Folder", at: 2.5)
            Tap("Add Item", at: 2.7)
        } content: {
            TouchMenusDemo()
        }
        // The menu open (the picker's None checked), the submenu over its row, the menu again
        // after the sort, and at the end: sorted by title, grouped by folder, a fourth note.
        .goldenTimes([0.8, 1.5, 2.3, 3.1])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }

    private static var touchList: FlipbookScene {
        var scene = FlipbookScene("touch-list", size: CGSize(width: 390, height: 600), scale: 2, duration: 4.6,
                                  summary: "Issue 19: Reorder moves a row of a ForEach with onMove (the rows animate); "
                                      + "a Drag down refreshes a refreshable list") {
            Reorder("Bread", to: "Milk", duration: 0.4, at: 0.2)
            Drag(from: CGPoint(x: 195, y: 250), by: CGSize(width: 0, height: 220), duration: 0.5, at: 1.5)
        } content: {
            TouchListDemo()
        }
        // Mid-reorder, reordered, pulled down with the spinner turning, refreshing after the lift, refreshed.
        .goldenTimes([0.7, 1.3, 2.0, 2.4, 4.5])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }

    private static var touchScroll: FlipbookScene {
        var scene = FlipbookScene("touch-scroll", size: CGSize(width: 390, height: 600), scale: 2, duration: 3.4,
                                  summary: "Issue 19: a view-aligned carousel snaps to a card; a flicked feed stops under a touch; "
                                      + "a tap hits the scrolled row drawn under it") {
            Drag(from: CGPoint(x: 300, y: 130), by: CGSize(width: -140, height: 0), duration: 0.15, at: 0.2)
            Drag(from: CGPoint(x: 195, y: 500), by: CGSize(width: 0, height: -250), duration: 0.15, at: 1.2)
            Tap(at: CGPoint(x: 195, y: 400), at: 1.7)
            Tap(at: CGPoint(x: 195, y: 400), at: 2.4)
        } content: {
            TouchScrollDemo()
        }
        // The carousel settled at the second card; the feed gliding; stopped by the touch; the
        // row under the second tap named at the top.
        .goldenTimes([1.1, 1.5, 2.2, 3.3])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }
}
