import SwiftUI

struct RosterMember: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let role: String
    let photoName: String
    var isOnline: Bool
}

extension RosterMember {
    static let all: [RosterMember] = [
        RosterMember(name: "Amara Okafor", role: "Engineering Manager", photoName: "amara", isOnline: true),
        RosterMember(name: "Jonas Weber", role: "iOS Engineer", photoName: "jonas", isOnline: false),
        RosterMember(name: "Priya Natarajan", role: "Product Designer", photoName: "priya", isOnline: true),
        RosterMember(name: "Diego Alvarez", role: "Backend Engineer", photoName: "diego", isOnline: true),
        RosterMember(name: "Mei Lin", role: "QA Lead", photoName: "mei", isOnline: false),
    ]
}

struct AvatarView: View {
    let member: RosterMember
    var size: CGFloat = 44

    private var photo: UIImage {
        UIImage(named: member.photoName) ?? UIImage(systemName: "person.crop.circle.fill")!
    }

    var body: some View {
        Image(uiImage: photo)
            .resizable()
            .scaledToFill()
            .foregroundStyle(.gray)
            .frame(width: size, height: size)
            .clipShape(Circle())
            .overlay(alignment: .bottomTrailing) {
                if member.isOnline {
                    Circle()
                        .fill(.green)
                        .frame(width: size / 4, height: size / 4)
                        .overlay(Circle().stroke(.white, lineWidth: 2))
                }
            }
    }
}

struct TeamRosterView: View {
    @State private var members = RosterMember.all
    @State private var showOnlineOnly = false

    private var visibleMembers: [RosterMember] {
        showOnlineOnly ? members.filter(\.isOnline) : members
    }

    private var banner: UIImage? {
        Bundle.main.path(forResource: "team-banner", ofType: "png").flatMap(UIImage.init(contentsOfFile:))
    }

    var body: some View {
        NavigationStack {
            List {
                if let banner {
                    Image(uiImage: banner)
                        .resizable()
                        .aspectRatio(banner.size, contentMode: .fit)
                        .listRowInsets(EdgeInsets())
                }
                Section {
                    Toggle("Online only", isOn: $showOnlineOnly.animation())
                }
                Section("\(visibleMembers.count) members") {
                    ForEach(visibleMembers) { member in
                        NavigationLink(value: member) {
                            HStack(spacing: 12) {
                                AvatarView(member: member)
                                VStack(alignment: .leading) {
                                    Text(member.name)
                                        .font(.headline)
                                    Text(member.role)
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Team")
            .navigationDestination(for: RosterMember.self) { member in
                VStack(spacing: 16) {
                    AvatarView(member: member, size: 120)
                    Text(member.name)
                        .font(.title.bold())
                    Text(member.role)
                        .foregroundStyle(.secondary)
                }
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

#Preview {
    TeamRosterView()
}

#Preview("Avatar", traits: .sizeThatFitsLayout) {
    AvatarView(member: RosterMember.all[0], size: 88)
        .padding()
}
