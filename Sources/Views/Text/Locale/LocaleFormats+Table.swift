// The locale data of `LocaleFormats`: a subset of Unicode CLDR 46, read from ICU 76 (the Swift 6.3
// toolchain's FoundationInternationalization) with `DateFormatter` (dateStyle .long / timeStyle .short,
// `monthSymbols`, `amSymbol`/`pmSymbol`) and `Duration.UnitsFormatStyle(width: .abbreviated)` —
// the same CLDR data Apple's ICU ships; `LocaleDateTextTests.tableAgreesWithICU` checks every entry against it.
// One entry per language (and per region where the region changes the result), for the locales whose
// scripts we bundle fonts for: Latin, Hebrew, Arabic and CJK.
// Our choice [C]: English keeps a plain space before AM/PM (ICU 72+ and iOS 17+ write U+202F, narrow
// no-break space); the existing goldens draw U+0020 and the two look alike at widget sizes.

extension LocaleFormats {
    static let asciiDigits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    static let arabicIndicDigits: [Character] = ["٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"]

    /// One form for every count.
    private static func same(_ pattern: String) -> [PluralCategory: String] { [.other: pattern] }

    static let english = LocaleFormats(
        longDate: "MMMM d, y", shortTime: "h:mm a",
        monthNames: ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                     "October", "November", "December"],
        dayPeriods: ("AM", "PM"), digits: asciiDigits, pluralRule: .oneOther,
        units: [[.one: "{0} wk", .other: "{0} wks"], [.one: "{0} day", .other: "{0} days"], same("{0} hr"),
                same("{0} min"), same("{0} sec")],
        unitJoin: "{0}, {1}")

    static let britishEnglish = LocaleFormats(
        longDate: "d MMMM y", shortTime: "HH:mm", monthNames: english.monthNames, dayPeriods: ("am", "pm"),
        digits: asciiDigits, pluralRule: .oneOther,
        units: [[.one: "{0} wk", .other: "{0} wks"], [.one: "{0} day", .other: "{0} days"],
                [.one: "{0} hr", .other: "{0} hrs"], same("{0} min"), [.one: "{0} sec", .other: "{0} secs"]],
        unitJoin: "{0}, {1}")

    static let german = LocaleFormats(
        longDate: "d. MMMM y", shortTime: "HH:mm",
        monthNames: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                     "Oktober", "November", "Dezember"],
        dayPeriods: ("AM", "PM"), digits: asciiDigits, pluralRule: .oneOther,
        units: [same("{0} Wo."), same("{0} Tg."), same("{0} Std."), same("{0} Min."), same("{0} Sek.")],
        unitJoin: "{0}, {1}")

    static let french = LocaleFormats(
        longDate: "d MMMM y", shortTime: "HH:mm",
        monthNames: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                     "octobre", "novembre", "décembre"],
        dayPeriods: ("AM", "PM"), digits: asciiDigits, pluralRule: .zeroOneOther,
        units: [same("{0}\u{202F}sem."), same("{0}\u{202F}j"), same("{0}\u{202F}h"), same("{0}\u{00A0}min"),
                same("{0}\u{202F}s")],
        unitJoin: "{0} et {1}")

    static let spanish = LocaleFormats(
        longDate: "d 'de' MMMM 'de' y", shortTime: "H:mm",
        monthNames: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                     "octubre", "noviembre", "diciembre"],
        dayPeriods: ("a.\u{202F}m.", "p.\u{202F}m."), digits: asciiDigits, pluralRule: .oneOther,
        units: [same("{0} sem."), same("{0} d"), same("{0} h"), same("{0} min"), same("{0} s")],
        unitJoin: "{0} y {1}")

    static let italian = LocaleFormats(
        longDate: "d MMMM y", shortTime: "HH:mm",
        monthNames: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
                     "settembre", "ottobre", "novembre", "dicembre"],
        dayPeriods: ("AM", "PM"), digits: asciiDigits, pluralRule: .oneOther,
        units: [same("{0} sett."), [.one: "{0} giorno", .other: "{0} giorni"], same("{0} h"), same("{0} min"),
                same("{0} s")],
        unitJoin: "{0} e {1}")

    static let portuguese = LocaleFormats(
        longDate: "d 'de' MMMM 'de' y", shortTime: "HH:mm",
        monthNames: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
                     "outubro", "novembro", "dezembro"],
        dayPeriods: ("AM", "PM"), digits: asciiDigits, pluralRule: .zeroOneOther,
        units: [same("{0} sem."), [.one: "{0} dia", .other: "{0} dias"], same("{0} h"), same("{0} min"),
                same("{0} seg")],
        unitJoin: "{0} e {1}")

    static let japanese = LocaleFormats(
        longDate: "y年M月d日", shortTime: "H:mm",
        monthNames: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        dayPeriods: ("午前", "午後"), digits: asciiDigits, pluralRule: .none,
        units: [same("{0}週間"), same("{0}日"), same("{0}時間"), same("{0}分"), same("{0}秒")],
        unitJoin: "{0} {1}")

    static let chinese = LocaleFormats(
        longDate: "y年M月d日", shortTime: "HH:mm",
        monthNames: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
        dayPeriods: ("上午", "下午"), digits: asciiDigits, pluralRule: .none,
        units: [same("{0}周"), same("{0}天"), same("{0}小时"), same("{0}分钟"), same("{0}秒")],
        unitJoin: "{0}{1}")

    static let hebrew = LocaleFormats(
        longDate: "d בMMMM y", shortTime: "H:mm",
        monthNames: ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר",
                     "נובמבר", "דצמבר"],
        dayPeriods: ("לפ׳", "אח׳"), digits: asciiDigits, pluralRule: .hebrew,
        units: [[.one: "{0} שבוע", .two: "שבועיים", .other: "{0} שבועות"],
                [.one: "{0} יום", .two: "יומיים", .other: "{0} ימ׳"],
                [.one: "{0} שעה", .two: "שעתיים", .other: "{0} שע׳"], same("{0} דק׳"), same("{0} שנ׳")],
        unitJoin: "{0} ו{1}")

    /// Arabic with Latin digits ("ar", "ar_AE", "ar_MA" …); `arabicIndic` for the regions that use ٠–٩.
    static let arabic = LocaleFormats(
        longDate: "d MMMM، y", shortTime: "h:mm\u{00A0}a",
        monthNames: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
                     "نوفمبر", "ديسمبر"],
        dayPeriods: ("ص", "م"), digits: asciiDigits, pluralRule: .arabic,
        units: [[.one: "أسبوع", .two: "أسبوعان", .few: "{0} أسابيع", .many: "{0} أسبوعًا", .other: "{0} أسبوع"],
                [.one: "يوم", .two: "يومان", .few: "{0} أيام", .many: "{0} يومًا", .other: "{0} يوم"],
                same("{0} س"), same("{0} د"), same("{0} ث")],
        unitJoin: "{0} {1}")

    /// The regions whose Arabic uses Arabic-Indic digits (CLDR 46 numbering systems, as ICU 76 reports them).
    static let arabicIndicRegions: Set<String> = [
        "BH", "DJ", "EG", "ER", "IL", "IQ", "JO", "KM", "KW", "LB", "MR", "OM", "PS", "QA", "SA", "SD", "SO", "SS",
        "SY", "TD", "YE",
    ]
}
