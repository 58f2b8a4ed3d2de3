import FlipbookImage
import Testing
import FlipbookCompare

@Suite struct AntiAliasingTests {
    /// Black | black | black | grey | white | white, 5 rows: column 3 is an anti-aliased edge.
    private func edge(grey: UInt8) -> RGBAImage {
        image(6, 5) { x, _ in
            switch x {
            case ..<3: (0, 0, 0, 255)
            case 3: (grey, grey, grey, 255)
            default: (255, 255, 255, 255)
            }
        }
    }

    @Test func changedEdgePixelsAreAntiAliasing() throws {
        var diff = blankCanvas(like: edge(grey: 128))
        let result = try pixelmatch(edge(grey: 128), edge(grey: 64), diff: &diff)
        #expect(result.diffCount == 0)
        #expect(result.antiAliasedCount == 5)
        #expect(result.diffBounds == nil)
        #expect(diff![x: 3, y: 2] == (255, 255, 0, 255))
    }

    @Test func includeAACountsThem() throws {
        let result = try pixelmatch(edge(grey: 128), edge(grey: 64), options: PixelmatchOptions(includeAA: true))
        #expect(result.diffCount == 5)
        #expect(result.antiAliasedCount == 0)
        #expect(result.diffBounds == PixelRect(x: 3, y: 0, width: 1, height: 5))
    }

    /// An isolated pixel in a flat area has no darker-and-brighter neighbour pair: a real change.
    @Test func isolatedPixelIsARealDifference() throws {
        let black = uniform(7, 7, (0, 0, 0, 255))
        var changed = black
        changed[x: 3, y: 4] = (255, 255, 255, 255)
        let result = try pixelmatch(black, changed)
        #expect(result.diffCount == 1)
        #expect(result.antiAliasedCount == 0)
        #expect(result.diffBounds == PixelRect(x: 3, y: 4, width: 1, height: 1))
    }

    /// A pixel on an edge that is not anti-aliasing in either image: the darkest and brightest
    /// neighbours have too few identical siblings.
    @Test func noisyNeighbourhoodIsNotAntiAliasing() throws {
        let noisy = image(3, 3) { x, y in
            let v = UInt8((x * 3 + y) * 25)
            return (v, v, v, 255)
        }
        var changed = noisy
        changed[x: 1, y: 1] = (0, 0, 0, 255)
        let result = try pixelmatch(noisy, changed)
        #expect(result.diffCount == 1)
        #expect(result.antiAliasedCount == 0)
    }
}
