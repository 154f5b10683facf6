/// Numbers with one decimal (`12.3`), exactly as `String(format: "%.1f")`
/// writes them, without Foundation's formatting (which needs ICU).
public enum DecimalText {
    /// `value` (not negative) rounded to tenths as printf rounds it: the
    /// exact binary value decides (`0.05` is a hair above a half and gives
    /// `0.1`; `12.35` is a hair below and gives `12.3`), a true tie goes to
    /// the even digit.
    public static func oneDecimal(_ value: Double) -> String {
        let product = value * 10
        // value × 10 = product + residual exactly (one fused multiply-add).
        let residual = (-product).addingProduct(value, 10)
        var tenths = product.rounded(.down)
        let fraction = product - tenths
        if fraction > 0.5 || (fraction == 0.5 && (residual > 0 || (residual == 0 && tenths.truncatingRemainder(dividingBy: 2) == 1))) {
            tenths += 1
        }
        let whole = Int(tenths)
        return "\(whole / 10).\(whole % 10)"
    }
}
