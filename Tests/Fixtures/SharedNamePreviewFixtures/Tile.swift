import Flipbook

// A file named like one in PreviewFixtures, with a preview named alike (test fixture for names
// that previews of two modules' files share).
#Preview("Dark", traits: .sizeThatFitsLayout) {
    Text("Other tile").padding().preferredColorScheme(.dark)
}
