/// An element kind that never animates anything itself (layout containers,
/// modifiers that only place or pass transactions on). Its subtree's drawing
/// can be cached whenever nothing below it animates.
@MainActor
protocol DrawsNothingAnimated {}

extension FrameElement: DrawsNothingAnimated {}
extension PaddingElement: DrawsNothingAnimated {}
extension FixedSizeElement: DrawsNothingAnimated {}
extension AspectRatioElement: DrawsNothingAnimated {}
extension PositionElement: DrawsNothingAnimated {}
extension AlignmentGuideElement: DrawsNothingAnimated {}
extension TraitElement: DrawsNothingAnimated {}
extension GridCellElement: DrawsNothingAnimated {}
extension LayoutElement: DrawsNothingAnimated {}
extension DecorationElement: DrawsNothingAnimated {}
extension SpacerElement: DrawsNothingAnimated {}
extension ButtonElement: DrawsNothingAnimated {}
extension NamedSpaceElement: DrawsNothingAnimated {}
extension GridElement: DrawsNothingAnimated {}
extension GridRowElement: DrawsNothingAnimated {}
extension LazyGridElement: DrawsNothingAnimated {}
extension TransactionElement: DrawsNothingAnimated {}
extension TransactionRecorderElement: DrawsNothingAnimated {}
extension TransactionRestoreElement: DrawsNothingAnimated {}
extension GeometryReaderElement: DrawsNothingAnimated {}
