/// A document that uses every view and every modifier of the format at least once: it must
/// match the schema and decode (SchemaTests), so the two cannot drift apart.
enum KitchenSink {
    static let json = #"""
    {
      "$schema": "../widget-document.schema.json",
      "name": "kitchen-sink",
      "description": "Every view and modifier once",
      "families": ["systemSmall", "systemMedium", "accessoryCircular"],
      "tint": "#FF9500",
      "containerBackground": {"for": "widget", "alignment": "top", "content": {"LinearGradient": {
        "colors": ["blue", {"red": 0.2, "green": 0.5, "blue": 0.9, "opacity": 0.8, "colorSpace": "displayP3"}],
        "startPoint": "top", "endPoint": {"x": 0.5, "y": 1}}}},
      "date": "2024-06-05T09:41:00Z",
      "timeZone": "Europe/Paris",
      "body": {"VStack": {"alignment": "leading", "spacing": 4, "content": [
        {"Text": "Hello **world**", "modifiers": [{"font": {"style": "title3", "bold": true}}, "italic", {"fontWeight": "semibold"},
          {"fontDesign": "rounded"}, "monospacedDigit", {"monospaced": false}, {"foregroundColor": "secondary"}, {"tracking": 0.5},
          {"kerning": 0.2}, {"baselineOffset": 1}, {"underline": {"color": "red"}}, "strikethrough", {"foregroundStyle": "secondary"}]},
        {"Text": ["Rain ", {"Text": {"verbatim": "80%"}, "modifiers": ["bold", {"foregroundColor": {"white": 0.2}}]}]},
        {"Text": {"date": "2024-06-05T10:41:00Z", "style": "relative"}, "modifiers": [{"lineLimit": 1}, {"multilineTextAlignment": "center"},
          {"minimumScaleFactor": 0.5}, {"truncationMode": "middle"}, {"lineSpacing": 2}, {"allowsTightening": true}, {"textCase": "uppercase"}]},
        {"HStack": {"alignment": "firstTextBaseline", "spacing": null, "content": [
          {"Image": {"systemName": "flame.fill"}, "modifiers": ["resizable", {"renderingMode": "template"}, {"interpolation": "high"},
            {"antialiased": true}, {"widgetAccentedRenderingMode": "desaturated"}, {"symbolRenderingMode": "hierarchical"},
            {"imageScale": "small"}, {"aspectRatio": {"ratio": {"width": 4, "height": 3}, "contentMode": "fit"}}, "scaledToFit"]},
          {"Image": "cover", "modifiers": ["scaledToFill", {"aspectRatio": "fill"}, "clipped"]},
          {"Label": {"title": "Streak", "systemImage": "star.fill"}, "modifiers": [{"labelStyle": "titleAndIcon"}]},
          {"Label": {"title": {"Text": "Custom"}, "icon": {"Circle": {}, "modifiers": [{"frame": {"width": 8, "height": 8}}]}}},
          {"Spacer": {"minLength": 0}},
          {"Divider": {}}
        ]}},
        {"ZStack": {"alignment": "bottomTrailing", "content": [
          {"Rectangle": {}, "modifiers": [{"fill": {"content": {"style": "tint", "opacity": 0.3}, "style": {"eoFill": true}}}]},
          {"RoundedRectangle": {"cornerRadius": 8, "style": "circular"}, "modifiers": [{"inset": 2}, {"strokeBorder": {"content": "fill.secondary", "lineWidth": 2}}]},
          {"RoundedRectangle": {"cornerSize": {"width": 8, "height": 4}}, "modifiers": ["fill"]},
          {"Circle": {}, "modifiers": [{"trim": {"from": 0.1, "to": 0.9}}, {"stroke": {"lineWidth": 2}}, {"fill": "green"}]},
          {"Ellipse": {}, "modifiers": [{"stroke": {"content": {"RadialGradient": {"colors": ["yellow", "orange"], "center": "center", "startRadius": 0, "endRadius": 20}},
            "style": {"lineWidth": 3, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4, "dash": [4, 2], "dashPhase": 1}}}]},
          {"Capsule": {"style": "continuous"}, "modifiers": [{"fill": {"AngularGradient": {"stops": [{"color": "red", "location": 0}, {"color": "#00FF0080", "location": 1}],
            "center": "center", "startAngle": {"degrees": 0}, "endAngle": {"radians": 3.14}}}}]},
          {"ContainerRelativeShape": {}, "modifiers": [{"fill": {"Gradient": {"colors": ["mint", "teal"]}}}]},
          {"Color": {"color": "gray", "opacity": 0.3}},
          {"LinearGradient": {"gradient": {"colors": ["cyan", "indigo"]}, "startPoint": "leading", "endPoint": "trailing"}},
          {"RadialGradient": {"colors": ["pink", "purple"], "center": "topLeading", "startRadius": 1, "endRadius": 30}},
          {"AngularGradient": {"colors": ["brown", "black"], "center": "center", "angle": {"degrees": 45}}}
        ]}},
        {"Group": [
          {"Gauge": {"value": 72, "in": [0, 100], "label": "BPM", "currentValueLabel": {"Text": "72"},
            "minimumValueLabel": "0", "maximumValueLabel": [{"Text": "100"}]}, "modifiers": [{"gaugeStyle": "accessoryCircular"}]},
          {"ProgressView": {"value": 0.4, "label": "Reading", "currentValueLabel": "40%"}, "modifiers": [{"progressViewStyle": "linear"}]},
          {"ProgressView": {"title": "Steps", "value": 6200, "total": 10000}},
          {"ProgressView": {}},
          {"AccessoryWidgetBackground": {}},
          {"EmptyView": {}}
        ], "modifiers": [{"tint": "green"}]},
        {"Group": [
          {"Button": {"title": "Log", "systemImage": "plus.circle.fill", "role": "destructive"}, "modifiers": [
            {"buttonStyle": "borderedProminent"}, {"controlSize": "small"}, {"buttonBorderShape": {"roundedRectangle": 6}}]},
          {"Button": {"label": [{"Image": {"systemName": "plus"}}]}, "modifiers": [{"buttonBorderShape": "circle"}]},
          {"Toggle": {"isOn": true, "title": "Alarm"}, "modifiers": [{"toggleStyle": "button"}]},
          {"Toggle": {"isOn": false, "label": "Vibrate"}, "modifiers": ["labelsHidden", {"disabled": true}]},
          {"Link": {"destination": "habits://log", "title": "Open"}, "modifiers": [{"widgetURL": null}]}
        ], "modifiers": [{"widgetURL": "habits://today"}]},
        {"Text": "Effects", "modifiers": [
          {"padding": {"edges": ["horizontal", "top"], "length": 8}}, {"padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}},
          "padding", {"padding": 4}, {"frame": {"width": 100, "height": null, "alignment": "leading"}},
          {"frame": {"minWidth": 10, "idealWidth": 20, "maxWidth": "infinity", "minHeight": 5, "maxHeight": 100}},
          "fixedSize", {"fixedSize": {"horizontal": false, "vertical": true}}, {"layoutPriority": 1}, {"offset": {"x": 2, "y": -2}},
          {"opacity": 0.9}, {"rotationEffect": {"angle": {"degrees": 5}, "anchor": "top"}}, {"scaleEffect": 1.1},
          {"scaleEffect": {"x": 1, "y": 1.2, "anchor": "bottom"}}, {"scaleEffect": {"scale": 1, "anchor": "center"}},
          {"shadow": {"color": "black", "radius": 2, "x": 0, "y": 1}}, {"blur": 0.5}, {"blur": {"radius": 1, "opaque": false}},
          {"grayscale": 0.1}, {"saturation": 0.9}, {"brightness": 0.05}, {"contrast": 1.1}, {"colorMultiply": "white"},
          {"hueRotation": {"degrees": 10}}, "colorInvert", "colorInvert", "luminanceToAlpha", "compositingGroup",
          {"cornerRadius": 4}, {"clipShape": "Capsule"}, {"clipShape": {"shape": {"RoundedRectangle": 6}, "style": {"eoFill": false}}},
          {"overlay": {"style": "red", "in": "Circle"}}, {"overlay": {"alignment": "topTrailing", "content": {"Circle": {}}}},
          {"background": "fill.tertiary"}, {"background": {"in": {"Capsule": {}}}}, {"background": [{"Color": "blue"}, {"Text": "x"}]},
          {"mask": {"Rectangle": {}}}, {"mask": {"alignment": "center", "content": [{"Circle": {}}]}},
          {"foregroundStyle": ["blue", "orange", {"Color": "red", "opacity": 0.5}]}, {"environment": {"colorScheme": "dark", "timeZone": "UTC"}},
          {"widgetAccentable": true}, {"redacted": {"reason": "placeholder"}}, "unredacted", {"redacted": "privacy"},
          {"containerBackground": "blue"}, {"containerBackground": {"for": "widget", "style": "fill.tertiary"}},
          {"containerBackgroundRemovable": false}, "contentMarginsDisabled", "hidden",
          {"accessibilityLabel": "Effects"}, {"accessibilityValue": "1"}, {"accessibilityHint": "none"}, {"accessibilityHidden": true},
          "privacySensitive", {"invalidatableContent": true}, {"position": {"x": 10, "y": 10}}
        ]}
      ]}},
      "bodies": {
        "accessoryCircular": {"Gauge": {"value": 0.5, "label": {"Image": {"systemName": "drop.fill"}}}, "modifiers": [
          {"gaugeStyle": "accessoryCircularCapacity"}, {"foregroundStyle": {"whenRenderingMode": {"vibrant": "white", "accented": "white", "fullColor": "blue"}}}]}
      }
    }
    """#
}
