/// `import Combine` for code ported from Apple platforms: Linux has no Combine, so a view-model
/// file keeps its `import Combine` line and finds Flipbook's publishers, `ObservableObject` and
/// `@Published` here, as it finds them in Combine on an iPhone.
@_exported import Flipbook
