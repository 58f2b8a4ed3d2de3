/// SwiftUI's older navigation container: on an iPhone, a `NavigationStack` whose root is
/// `content` (its `NavigationLink`s push their destinations).
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        NavigationStack { content }
    }
}
