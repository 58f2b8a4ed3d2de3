import Flipbook

// Containers and presentations as app code writes them: a tab bar whose tabs a script picks,
// pages, a navigation bar with toolbar items and a bottom toolbar, an alert and a confirmation
// dialog shown and dismissed by taps, and a sheet resting at its medium detent.

private let phone = CGSize(width: 402, height: 874)

extension FlipbookScene {
    static let containerDemos: [FlipbookScene] = ColorScheme.allCases.flatMap { scheme -> [FlipbookScene] in
        let suffix = scheme == .light ? "" : "-dark"
        var tabs = FlipbookScene("tab-view-gallery" + suffix, size: phone, duration: 1.2,
                                 summary: "TabView: a tab bar of four tabs; the script taps \"Search\", then \"Library\"" + suffix) {
            Tap("Search", at: 0.4)
            Tap("Library", at: 0.8)
        } content: {
            MusicTabs()
        }
        .goldenTimes([0, 0.6, 1.1])
        tabs.colorScheme = scheme
        var toolbar = FlipbookScene("toolbar-gallery" + suffix, size: phone, duration: 0.1,
                                    summary: "A navigation bar with leading, trailing and principal items, and a bottom toolbar" + suffix) {
            MailboxScreen()
        }
        .goldenTimes([0])
        toolbar.colorScheme = scheme
        var alert = FlipbookScene("alert-demo" + suffix, size: phone, duration: 3.4,
                                  summary: "An alert fades in and out, then a confirmation dialog slides up and down" + suffix) {
            Tap("Delete Photo", at: 0.2)
            Tap("Cancel", at: 1.2)
            Tap("Share", at: 1.8)
            Tap("Copy Link", at: 2.8)
        } content: {
            PhotoScreen()
        }
        .goldenTimes([0, 0.3, 1.0, 1.3, 2.3, 3.3])
        alert.colorScheme = scheme
        return [tabs, toolbar, alert]
    } + [
        FlipbookScene("tab-view-pages", size: CGSize(width: 402, height: 300), duration: 1.2,
                      summary: "TabView with .page style: the selection changes in an animation, the pages slide and the dots follow") {
            Tap("Next", at: 0.2)
        } content: {
            Onboarding()
        }
        .goldenTimes([0, 0.4, 1.1]),
        FlipbookScene("sheet-detents", size: phone, duration: 1.2,
                      summary: "A sheet with medium and large detents rests at half the screen, with a drag indicator") {
            Tap("Filters", at: 0.1)
        } content: {
            FilterScreen()
        }
        .goldenTimes([0.4, 1.1]),
    ]
}

private struct MusicTabs: View {
    enum Section: Hashable { case listenNow, search, library, settings }
    @State private var selection = Section.listenNow

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Top Picks").font(.title2).bold()
                    RoundedRectangle(cornerRadius: 12).fill(.pink.gradient).frame(height: 180)
                    Text("Made for You").foregroundStyle(.secondary)
                }
                .padding()
                .frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Listen Now")
            }
            .tabItem { Label("Listen Now", systemImage: "play.circle") }
            .tag(Section.listenNow)

            NavigationStack {
                Text("Artists, Songs, Lyrics and More").foregroundStyle(.secondary)
                    .navigationTitle("Search")
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(Section.search)

            NavigationStack {
                Text("Your library is empty").foregroundStyle(.secondary)
                    .navigationTitle("Library")
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
            .tag(Section.library)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Section.settings)
        }
        .tint(.pink)
    }
}

private struct MailboxScreen: View {
    var body: some View {
        NavigationView {
            VStack(spacing: 8) {
                Image(systemName: "tray").font(.largeTitle).foregroundStyle(.secondary)
                Text("No Mail").font(.title3).bold()
            }
            .navigationBarTitle("Inbox", displayMode: .inline)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {}
                    Button("Add", systemImage: "plus") {}
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Folders", systemImage: "folder") {}
                    Spacer()
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
                ToolbarItem(placement: .status) { Text("Updated Just Now").font(.caption) }
            }
        }
    }
}

private struct PhotoScreen: View {
    @State private var confirmsDeletion = false
    @State private var showsShareOptions = false
    @State private var status = "Sunset.jpg"

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16).fill(.orange.gradient).frame(height: 260)
                Text(status).font(.headline)
                Button("Delete Photo", role: .destructive) { confirmsDeletion = true }
                Button("Share") { showsShareOptions = true }
            }
            .padding()
            .navigationTitle("Photo")
        }
        .alert("Delete Photo?", isPresented: $confirmsDeletion) {
            Button("Delete", role: .destructive) { status = "Deleted" }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This photo will be deleted from all your devices.")
        }
        .confirmationDialog("Share Sunset.jpg", isPresented: $showsShareOptions, titleVisibility: .visible) {
            Button("Copy Link") { status = "Link copied" }
            Button("Send a Copy") {}
            Button("Remove from Album", role: .destructive) {}
        }
    }
}

private struct Onboarding: View {
    @State private var page = 0
    private let colors: [Color] = [.blue, .purple, .teal]

    var body: some View {
        ZStack(alignment: .topTrailing) {
            TabView(selection: $page) {
                ForEach(0..<3) { index in
                    colors[index].overlay(Text("Step \(index + 1)").font(.largeTitle).bold().foregroundStyle(.white))
                        .tag(index)
                }
            }
            .tabViewStyle(.page)
            Button("Next") { withAnimation { page = (page + 1) % 3 } }
                .buttonStyle(.borderedProminent)
                .padding()
        }
    }
}

private struct FilterScreen: View {
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            Button("Filters") { showsFilters = true }
                .navigationTitle("Trips")
        }
        .sheet(isPresented: $showsFilters) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Filters").font(.title2).bold()
                Text("Show trips from the last year").foregroundStyle(.secondary)
            }
            .padding(24)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .presentationDetents([.medium, .large])
        }
    }
}
