import Flipbook

struct WeatherTile: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Portland")
                .font(.headline)
            Text("58°")
                .font(.system(size: 44, weight: .light))
            Spacer()
            Image(systemName: "cloud.drizzle.fill")
                .symbolRenderingMode(.multicolor)
            Text("Light rain")
                .font(.caption.weight(.semibold))
            Text("H:61° L:49°")
                .font(.caption)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .padding()
        .background(
            LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom),
            in: ContainerRelativeShape()
        )
    }
}

struct BatteryTile: View {
    let devices: [(icon: String, level: Double)]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(devices.indices, id: \.self) { index in
                ZStack {
                    Circle()
                        .stroke(.green.opacity(0.25), lineWidth: 5)
                    Circle()
                        .trim(from: 0, to: devices[index].level)
                        .stroke(.green, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Image(systemName: devices[index].icon)
                        .font(.footnote)
                }
                .frame(width: 48, height: 48)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground), in: ContainerRelativeShape())
    }
}

struct WidgetGallery: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                WeatherTile()
                    .frame(width: 170, height: 170)
                VStack(alignment: .leading) {
                    Text("Reminders")
                        .font(.headline)
                        .foregroundStyle(.orange)
                    ForEach(["Call the vet", "Return library books", "Water plants"], id: \.self) { item in
                        Label(item, systemImage: "circle")
                            .font(.caption)
                            .lineLimit(1)
                    }
                    Spacer()
                }
                .padding()
                .frame(width: 170, height: 170, alignment: .leading)
                .background(Color(.secondarySystemBackground), in: ContainerRelativeShape())
            }
            BatteryTile(devices: [("iphone", 0.82), ("applewatch", 0.46), ("airpodspro", 0.3), ("ipad", 0.95)])
                .frame(width: 356, height: 110)
        }
        .containerShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
        .padding()
    }
}

#Preview("Home screen widgets") {
    WidgetGallery()
}
