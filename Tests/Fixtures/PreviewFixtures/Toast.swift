import Flipbook

// A preview named like one in Tile.swift (test fixture for names that previews of different
// files share).
#Preview("Dark", traits: .sizeThatFitsLayout) {
    Text("Toast").padding().preferredColorScheme(.dark)
}
