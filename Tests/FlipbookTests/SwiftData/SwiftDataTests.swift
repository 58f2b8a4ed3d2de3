import Testing
@testable import Flipbook
import SwiftData
import Synchronization

@Model private final class Shelf {
    var name: String
    @Relationship(deleteRule: .cascade) var books: [Volume] = []
    @Relationship var favourite: Volume?
    init(name: String) { self.name = name }
}

@Model private final class Volume {
    var title: String
    var pages: Int
    var isRead = false
    var finishedOn: Date?
    @Transient var openCount = 0
    init(title: String, pages: Int) {
        self.title = title
        self.pages = pages
    }
}

private struct UnreadList: View {
    nonisolated(unsafe) static var evaluations = 0
    @Query(filter: #Predicate<Volume> { !$0.isRead }, sort: \Volume.title) private var unread: [Volume]
    @Environment(\.modelContext) private var context
    var body: some View {
        Self.evaluations += 1
        return VStack {
            ForEach(unread) { Text($0.title) }
            Button("Add") { context.insert(Volume(title: "Aardvarks", pages: 90)) }
            Button("Read") { unread.first?.isRead = true }
            Button("Drop") { if let last = unread.last { context.delete(last) } }
        }
    }
}

/// SwiftData in memory: `@Model` classes are observable and kept by a context; fetches filter,
/// sort, skip and limit; `@Query` fetches again when the store or a read property changes.
@MainActor
@Suite(.serialized) struct SwiftDataTests {
    private func library() throws -> (ModelContainer, Shelf) {
        let container = try ModelContainer(for: Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let shelf = Shelf(name: "Home")
        shelf.books = [Volume(title: "Dune", pages: 412), Volume(title: "Emma", pages: 474), Volume(title: "Beloved", pages: 324)]
        shelf.favourite = shelf.books[1]
        container.mainContext.insert(shelf)
        return (container, shelf)
    }

    @Test func insertingAModelInsertsTheModelsItHolds() throws {
        let (container, _) = try library()
        let context = container.mainContext
        #expect(try context.fetchCount(FetchDescriptor<Volume>()) == 3)
        #expect(try context.fetch(FetchDescriptor<Volume>()).map(\.title) == ["Dune", "Emma", "Beloved"])
        #expect(try context.fetch(FetchDescriptor<Shelf>()).map(\.name) == ["Home"])
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
    }

    @Test func aFetchFiltersSortsThenSkipsAndLimits() throws {
        let (container, _) = try library()
        var descriptor = FetchDescriptor<Volume>(predicate: #Predicate { $0.pages > 400 }, sortBy: [SortDescriptor(\.pages, order: .reverse)])
        #expect(try container.mainContext.fetch(descriptor).map(\.title) == ["Emma", "Dune"])
        descriptor = FetchDescriptor(sortBy: [SortDescriptor(\Volume.title)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try container.mainContext.fetch(descriptor).map(\.title) == ["Dune"])
    }

    @Test func deletingCascadesOnlyThroughCascadeRelationships() throws {
        let (container, shelf) = try library()
        let context = container.mainContext
        let emma = shelf.books[1]
        #expect(emma.modelContext === context)
        context.delete(emma)
        #expect(emma.isDeleted)
        #expect(try context.fetch(FetchDescriptor<Volume>()).map(\.title) == ["Dune", "Beloved"])
        try context.delete(model: Volume.self, where: #Predicate { $0.pages < 400 })
        #expect(try context.fetch(FetchDescriptor<Volume>()).map(\.title) == ["Dune"])
        context.delete(shelf)
        #expect(try context.fetchCount(FetchDescriptor<Volume>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 0)
    }

    @Test func aQuerySortsByAnOptionalValueNilFirst() throws {
        struct Finished: View {
            @Query(sort: \Volume.finishedOn, order: .reverse) var volumes: [Volume]
            var body: some View { VStack { ForEach(volumes) { Text($0.title) } } }
        }
        let (container, shelf) = try library()
        shelf.books[0].finishedOn = Date(timeIntervalSince1970: 100)
        shelf.books[2].finishedOn = Date(timeIntervalSince1970: 200)
        let graph = makeGraph(Finished().modelContainer(container))
        #expect(graph.texts(at: 0) == ["Beloved", "Dune", "Emma"])
    }

    @Test func modelsAreObservableExceptTransientProperties() throws {
        let volume = Volume(title: "Dune", pages: 412)
        let changes = Mutex<[String]>([])
        withObservationTracking { _ = volume.title } onChange: { changes.withLock { $0.append("title") } }
        withObservationTracking { _ = volume.openCount } onChange: { changes.withLock { $0.append("openCount") } }
        volume.openCount += 1
        volume.title = "Dune Messiah"
        #expect(changes.withLock { $0 } == ["title"])
        #expect(volume == volume && volume.id == volume.persistentModelID)
    }

    @Test func aQueryFetchesAgainWhenTheStoreOrAReadPropertyChanges() throws {
        let (container, _) = try library()
        UnreadList.evaluations = 0
        let graph = makeGraph(UnreadList().modelContainer(container), size: CGSize(width: 300, height: 400))
        #expect(graph.texts(at: 0).prefix(3) == ["Beloved", "Dune", "Emma"])
        #expect(UnreadList.evaluations == 1)
        try graph.tap("Add", at: 0.1)
        #expect(graph.texts(at: 0.2).prefix(4) == ["Aardvarks", "Beloved", "Dune", "Emma"])
        try graph.tap("Read", at: 0.3)
        #expect(graph.texts(at: 0.4).prefix(3) == ["Beloved", "Dune", "Emma"])
        try graph.tap("Drop", at: 0.5)
        #expect(graph.texts(at: 0.6).prefix(3) == ["Beloved", "Dune", "Add"])
        #expect(UnreadList.evaluations == 4)
    }

    @Test func aModifierMakesItsContainerOnceAndAQueryWithoutOneIsNamed() throws {
        let graph = makeGraph(UnreadList().modelContainer(for: Volume.self, inMemory: true), size: CGSize(width: 300, height: 400))
        try graph.tap("Add", at: 0.1)
        try graph.tap("Add", at: 0.2)
        #expect(graph.texts(at: 0.3).prefix(3) == ["Aardvarks", "Aardvarks", "Add"])
        #expect(graph.warnings.isEmpty)
        let bare = makeGraph(UnreadList())
        #expect(bare.warnings == ["@Query of Volume found no model container: add .modelContainer(for: Volume.self, inMemory: true) to the preview"])
    }
}
