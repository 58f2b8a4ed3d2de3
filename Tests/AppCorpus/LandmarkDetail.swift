import SwiftUI

struct LandmarkDetail: View {
    var body: some View {
        ScrollView {
            Rectangle()
                .fill(Color.green.gradient)
                .frame(height: 300)
                .ignoresSafeArea(edges: .top)

            VStack(alignment: .leading) {
                Text("Turtle Rock")
                    .font(.title)

                HStack {
                    Text("Joshua Tree National Park")
                    Spacer()
                    Text("California")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About Turtle Rock")
                    .font(.title2)
                Text("Descriptive text goes here.")
            }
            .padding()
        }
        .navigationTitle("Turtle Rock")
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    LandmarkDetail()
}
