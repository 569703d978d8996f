import Graphics
import Layout
import Testing
@testable import Views

/// Whole-tree dumps of small views: names, exact frames and content, 10×10 box glyphs, 170×170 at @1x.
@Suite struct ResolutionDumpTests {
    @Test func textAndSpacerInAnHStack() throws {
        #expect(try dump(HStack { Text("Today"); Spacer(); Text("3") }) == """
            HStack (0, 80, 170, 10)
              Text "Today" (0, 80, 50, 10) text "Today" 17pt regular rgba(0,0,0,1)
              Spacer (50, 85, 110, 0)
              Text "3" (160, 80, 10, 10) text "3" 17pt regular rgba(0,0,0,1)
            """)
    }

    @Test func capsuleBadgeBehindPaddedText() throws {
        #expect(try dump(Text("NEW").padding(.horizontal, 8).background(.blue, in: Capsule())) == """
            background (62, 80, 46, 10)
              padding(leading: 8, trailing: 8) (62, 80, 46, 10)
                Text "NEW" (70, 80, 30, 10) text "NEW" 17pt regular rgba(0,0,0,1)
              Capsule (62, 80, 46, 10) shape capsule fill rgba(0,122,255,1)
            """)
    }

    @Test func ringWithCentredLabel() throws {
        let view = ZStack {
            Circle().stroke(.quaternary, lineWidth: 4)
            Text("50%").font(.caption)
        }
        .frame(width: 60, height: 60)
        #expect(try dump(view) == """
            frame(width: 60, height: 60) (55, 55, 60, 60)
              ZStack (55, 55, 60, 60)
                Circle (55, 55, 60, 60) shape circle stroke rgba(60,60,67,0.18) width 4
                Text "50%" (70, 80, 30, 10) text "50%" 12pt regular rgba(0,0,0,1)
            """)
    }

    @Test func dividerBetweenTextsIsOnePixel() throws {
        #expect(try dump(VStack { Text("a"); Divider(); Text("b") }) == """
            VStack (0, 66.5, 170, 37)
              Text "a" (80, 66.5, 10, 10) text "a" 17pt regular rgba(0,0,0,1)
              Divider (0, 84.5, 170, 1) paint rgba(60,60,67,0.29)
              Text "b" (80, 93.5, 10, 10) text "b" 17pt regular rgba(0,0,0,1)
            """)
    }
}
