import SwiftUI

struct ClockFace: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { timeline in
            let date = timeline.date
            let calendar = Calendar.current
            let seconds = Double(calendar.component(.second, from: date))
            let minutes = Double(calendar.component(.minute, from: date))
            let hours = Double(calendar.component(.hour, from: date) % 12)

            ZStack {
                Circle()
                    .stroke(lineWidth: 4)
                ForEach(0..<12) { tick in
                    Rectangle()
                        .frame(width: 2, height: 10)
                        .offset(y: -90)
                        .rotationEffect(.degrees(Double(tick) * 30))
                }
                Hand(length: 50, width: 6)
                    .rotationEffect(.degrees((hours + minutes / 60) * 30))
                Hand(length: 75, width: 4)
                    .rotationEffect(.degrees(minutes * 6))
                Hand(length: 85, width: 1)
                    .fill(.red)
                    .rotationEffect(.degrees(seconds * 6))
                Circle().frame(width: 8, height: 8)
            }
            .frame(width: 200, height: 200)
            .overlay(alignment: .bottom) {
                Text(date, style: .time)
                    .monospacedDigit()
                    .offset(y: 40)
            }
        }
    }
}

struct Hand: Shape {
    var length: CGFloat
    var width: CGFloat

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addRoundedRect(in: CGRect(x: rect.midX - width / 2, y: rect.midY - length, width: width, height: length), cornerSize: CGSize(width: width / 2, height: width / 2))
        }
    }
}

#Preview {
    ClockFace()
        .padding()
}
