import Flipbook

struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5
    var onColor = Color.yellow
    var offColor = Color.gray

    var body: some View {
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Image(systemName: number > rating ? "star" : "star.fill")
                    .foregroundColor(number > rating ? offColor : onColor)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
        .font(.title)
    }
}

struct RatingScreen: View {
    @State private var rating = 3

    var body: some View {
        VStack {
            RatingView(rating: $rating)
            Text("You rated \(rating) out of 5")
                .font(.subheadline)
        }
    }
}
