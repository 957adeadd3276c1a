//! Pictures, drawn with plotters into an SVG or PNG file that appears whole or not at all
//! ([`save`]), and `handrank history --graph FILE.svg|FILE.png`: the hero's all-in EV
//! graph, the four lines a tracker draws (net won, all-in-adjusted, showdown, non-showdown
//! winnings), cumulative in big blinds over the hands in order. The series comes from the
//! library ([`handrank::history::Series`]); this module only draws it.

use std::io::Write;
use std::path::Path;

use handrank::history::{Point, Series};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::{FontStyle, register_font};

use super::output_file::OutputFile;
use super::{CliError, grouped};

const WIDTH: u32 = 960;
const HEIGHT: u32 = 540;
/// The text's font family: DejaVu Sans, embedded, so a PNG looks the same everywhere.
pub const FONT: &str = "sans-serif";

/// The picture formats, told by the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    Svg,
    Png,
}

impl Picture {
    /// The format of `path` by its extension (`.svg`, `.png`, any case), given to `flag`.
    pub fn of(path: &Path, flag: &str) -> Result<Picture, CliError> {
        let extension = path
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or_default();
        match extension.to_ascii_lowercase().as_str() {
            "svg" => Ok(Picture::Svg),
            "png" => Ok(Picture::Png),
            _ => Err(CliError::Input(format!(
                "{}: {flag} writes an .svg or .png file, not {}",
                path.display(),
                match extension {
                    "" => "a file without an extension".to_owned(),
                    other => format!("'.{other}'"),
                }
            ))),
        }
    }
}

/// One line of the graph: its name in the legend, its colour and its values.
struct Line {
    name: &'static str,
    color: RGBColor,
    value: fn(&Point) -> f64,
}

const LINES: [Line; 4] = [
    Line {
        name: "net won",
        color: RGBColor(0x1a, 0x9e, 0x3a),
        value: |p| p.net,
    },
    Line {
        name: "all-in adjusted (EV)",
        color: RGBColor(0xe6, 0x8a, 0x00),
        value: |p| p.adjusted,
    },
    Line {
        name: "showdown",
        color: RGBColor(0x1f, 0x5f, 0xbf),
        value: |p| p.showdown,
    },
    Line {
        name: "non-showdown",
        color: RGBColor(0xc8, 0x2a, 0x2a),
        value: |p| p.non_showdown,
    },
];

/// A picture plotters can draw on any backend.
pub trait Chart {
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String>;
}

/// Draws `chart` into `path` (SVG or PNG, checked first with [`Picture::of`]).
pub fn save(path: &Path, picture: Picture, chart: &impl Chart) -> Result<(), CliError> {
    register_font(FONT, FontStyle::Normal, dejavu::sans::regular())
        .map_err(|_| CliError::Input("the embedded font cannot be read".into()))?;
    let failed = |error: String| CliError::Input(format!("{}: {error}", path.display()));
    let bytes = match picture {
        Picture::Svg => {
            let mut svg = String::new();
            {
                let root = SVGBackend::with_string(&mut svg, (WIDTH, HEIGHT)).into_drawing_area();
                chart.draw(&root).map_err(failed)?;
            }
            svg.into_bytes()
        }
        Picture::Png => {
            let mut rgb = vec![0u8; (WIDTH * HEIGHT * 3) as usize];
            {
                let root =
                    BitMapBackend::with_buffer(&mut rgb, (WIDTH, HEIGHT)).into_drawing_area();
                chart.draw(&root).map_err(failed)?;
            }
            let mut png = Vec::new();
            let mut encoder = png::Encoder::new(&mut png, WIDTH, HEIGHT);
            encoder.set_color(png::ColorType::Rgb);
            encoder.set_depth(png::BitDepth::Eight);
            encoder.set_compression(png::Compression::Best);
            let mut writer = encoder.write_header().map_err(|e| failed(e.to_string()))?;
            writer
                .write_image_data(&rgb)
                .map_err(|e| failed(e.to_string()))?;
            writer.finish().map_err(|e| failed(e.to_string()))?;
            png
        }
    };
    let mut file = OutputFile::create(path)?;
    file.write_all(&bytes)?;
    file.commit()
}

/// Draws `hero`'s series into `path`.
pub fn write(path: &Path, picture: Picture, hero: &str, series: &Series) -> Result<(), CliError> {
    save(path, picture, &AllIn { hero, series })
}

/// The hero's all-in EV graph.
struct AllIn<'a> {
    hero: &'a str,
    series: &'a Series,
}

impl Chart for AllIn<'_> {
    fn draw<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Result<(), String> {
        draw(root, self.hero, self.series)
    }
}

/// The chart: a title with the hand count, axes in hands and big blinds, the zero line,
/// the four lines and a legend with each line's final value.
fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    hero: &str,
    series: &Series,
) -> Result<(), String> {
    let fail = |error: DrawingAreaErrorKind<DB::ErrorType>| error.to_string();
    let points = series.points();
    let hands = series.hands().max(1) as f64;
    let values = || {
        points
            .iter()
            .flat_map(|p| LINES.iter().map(|line| (line.value)(p)))
    };
    let low = values().fold(0.0, f64::min);
    let high = values().fold(0.0, f64::max);
    // Room above the lines for the legend (upper left), a little below them.
    let span = (high - low).max(1.0);
    let (bottom, top) = (low - span * 0.05, high + span * 0.3);
    root.fill(&WHITE).map_err(fail)?;
    let title = format!("{hero}: {} hands, in big blinds", grouped(series.hands()));
    let mut chart = ChartBuilder::on(root)
        .caption(title, (FONT, 24))
        .margin(18)
        .x_label_area_size(48)
        .y_label_area_size(72)
        .build_cartesian_2d(0.0..hands, bottom..top)
        .map_err(fail)?;
    chart
        .configure_mesh()
        .x_desc("hands")
        .y_desc("big blinds")
        .x_label_formatter(&|x| grouped(x.round() as u64))
        .y_label_formatter(&|y| format!("{y:.0}"))
        .axis_desc_style((FONT, 16))
        .label_style((FONT, 14))
        .light_line_style(WHITE)
        .bold_line_style(RGBColor(0xe0, 0xe0, 0xe0))
        .draw()
        .map_err(fail)?;
    chart
        .draw_series(LineSeries::new(
            [(0.0, 0.0), (hands, 0.0)],
            RGBColor(0x88, 0x88, 0x88).stroke_width(1),
        ))
        .map_err(fail)?;
    let last = points.last().copied().unwrap_or_default();
    for line in &LINES {
        let style = line.color.stroke_width(2);
        let path = points.iter().map(|p| (p.hand as f64, (line.value)(p)));
        chart
            .draw_series(LineSeries::new(path, style))
            .map_err(fail)?
            .label(format!("{}: {:+.1} bb", line.name, (line.value)(&last)))
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 24, y)], style));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .label_font((FONT, 16))
        .background_style(WHITE.mix(0.85))
        .border_style(RGBColor(0xbb, 0xbb, 0xbb))
        .draw()
        .map_err(fail)?;
    root.present().map_err(fail)
}
