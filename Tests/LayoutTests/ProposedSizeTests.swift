import Graphics
import Layout
import Testing

/// SwiftUI's `ProposedViewSize` values (LAYOUT.md §1).
@Suite struct ProposedSizeTests {
    @Test func unspecifiedDimensionsBecomeTenByDefault() {
        #expect(ProposedSize(width: 30, height: nil).replacingUnspecifiedDimensions() == Size(width: 30, height: 10))
        #expect(ProposedSize.unspecified.replacingUnspecifiedDimensions(by: Size(width: 1, height: 2)) == Size(width: 1, height: 2))
    }

    @Test func namedProposals() {
        #expect(ProposedSize.zero == ProposedSize(width: 0, height: 0))
        #expect(ProposedSize.infinity == ProposedSize(width: .infinity, height: .infinity))
        #expect(ProposedSize.unspecified.description == "(nil, nil)")
    }

    @Test func defaultPaddingInsetsAre16OnTheGivenEdges() {
        #expect(EdgeInsets(.horizontal, nil) == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(EdgeInsets(.all, 4) == EdgeInsets(4))
    }
}
