import SwiftUI

struct StarRatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundStyle(number <= rating ? .yellow : .gray)
                    .onTapGesture { rating = number }
            }
        }
        .font(.title2)
    }
}

#Preview {
    @Previewable @State var rating = 3
    StarRatingView(rating: $rating)
}
