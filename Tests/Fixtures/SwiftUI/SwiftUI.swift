// `import SwiftUI` for the app corpus files the app-code tests compile as written
// (`Tests/FlipbookAppCodeTests/AppCode/Corpus` links to `Tests/AppCorpus`): on Linux there is no
// SwiftUI, so this module stands in for it with Flipbook's API.
@_exported import Flipbook
