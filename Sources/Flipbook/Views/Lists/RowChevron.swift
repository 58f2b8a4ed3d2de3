/// The grey chevron trailing a list row that leads to another screen (a `NavigationLink` row,
/// a `.navigationLink` picker): 7 × 12 points, stroked 2.5 points wide with round ends.
struct RowChevron: View {
    var body: some View {
        Chevron(pointsLeading: false)
            .stroke(Color(red: 0.77, green: 0.77, blue: 0.78), style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
            .frame(width: 7, height: 12)
    }
}
