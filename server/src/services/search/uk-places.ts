import { LOCATIONS } from '../../db/labels/locations';

/**
 * UK towns and cities by the region a post's region facet names (`LOCATIONS` of the seed): the
 * ONS's nine English regions, the three nations and the Crown Dependencies. Compiled for this
 * project: the cities and the towns of roughly 10 000 people or more, with the larger London
 * districts and a few smaller places buyers know by name. A place is in the region of the ONS's
 * geography (facts, not a copy of a licensed list). Where two places share a name the larger
 * one keeps it ("Richmond" is London's, "Newport" Wales', "Bangor" Northern Ireland's).
 *
 * Left out on purpose: towns whose name is a word buyers type for something else in this
 * marketplace ("Sale", "Street", "Deal", "March", "Ware", "Hook", "Sandwich", "Leek", "Stone",
 * "Flint", "Peel", "Cardigan", "Wick", "Sandy"): as a place each would widen nearly every
 * search that holds the word. Names that are also words but mostly mean the place ("Reading",
 * "Bath") are kept: a town widens a search to its region without losing the posts that hold the
 * word itself (see `search-query.ts`).
 */
const PLACES_BY_REGION: Record<(typeof LOCATIONS)[number]['description'], string> = {
  London:
    'London|City of London|Westminster|Croydon|Barnet|Bromley|Ealing|Enfield|Harrow|Hounslow|Ilford|Kingston upon Thames|Richmond|Romford|Sutton|' +
    'Twickenham|Wimbledon|Woolwich|Uxbridge|Wembley|Stratford|Hackney|Camden|Islington|Greenwich|Lewisham|Southwark|Lambeth|Wandsworth|Hammersmith|' +
    'Fulham|Chelsea|Kensington|Brixton|Peckham|Tottenham|Walthamstow|Edmonton|Dagenham|Barking|Hornchurch|Bexleyheath|Sidcup|Orpington|Hayes|Southall|' +
    'Acton|Chiswick|Putney|Clapham|Streatham|Wood Green|Hampstead|Holborn|Shoreditch|Canary Wharf|Bermondsey|Deptford|Catford|Eltham|Leyton|' +
    'Stoke Newington|Finchley|Hendon|Edgware|Pinner|Ruislip|Feltham|Morden|Mitcham|Purley|Coulsdon|Erith|Bexley|Brent|Haringey|Newham|Redbridge|' +
    'Havering|Hillingdon|Merton|Tower Hamlets|Soho|Mayfair|Camberwell|Dulwich|Battersea|Highgate|Muswell Hill|Kilburn|Paddington|Marylebone',
  'South East':
    'Brighton|Hove|Brighton and Hove|Southampton|Portsmouth|Reading|Oxford|Milton Keynes|Slough|Maidstone|Canterbury|Guildford|Woking|Crawley|' +
    'Basingstoke|Chichester|Winchester|Worthing|Eastbourne|Hastings|Bognor Regis|Horsham|Tunbridge Wells|Royal Tunbridge Wells|Sevenoaks|Tonbridge|' +
    'Ashford|Folkestone|Dover|Margate|Ramsgate|Broadstairs|Whitstable|Herne Bay|Faversham|Sittingbourne|Gillingham|Chatham|Rochester|Medway|Gravesend|' +
    'Dartford|Aylesbury|High Wycombe|Amersham|Marlow|Beaconsfield|Bracknell|Wokingham|Newbury|Maidenhead|Windsor|Banbury|Bicester|Witney|Abingdon|' +
    'Abingdon-on-Thames|Didcot|Henley-on-Thames|Thame|Wantage|Farnborough|Aldershot|Farnham|Camberley|Epsom|Reigate|Redhill|Dorking|' +
    'Leatherhead|Staines|Staines-upon-Thames|Egham|Weybridge|Walton-on-Thames|Esher|Godalming|Haslemere|East Grinstead|Haywards Heath|Burgess Hill|' +
    'Lewes|Uckfield|Crowborough|Bexhill|Bexhill-on-Sea|Seaford|Newhaven|Littlehampton|Shoreham-by-Sea|Arundel|Petersfield|Andover|Romsey|Eastleigh|' +
    'Fareham|Gosport|Havant|Waterlooville|Alton|Lymington|Ringwood|Isle of Wight|Ryde|Cowes|Sandown|Shanklin|Hythe|Tenterden|Cranbrook|Edenbridge|' +
    'Westerham|Caterham|Oxted|Horley|Chertsey|Addlestone|Cobham|Yateley|Sandhurst|Ascot|Thatcham|Hungerford|Buckingham|Chesham|Princes Risborough|' +
    'Olney|Winslow|Wallingford|Carterton|Chipping Norton|Kidlington|Totton|New Milton|Hedge End|Emsworth|Midhurst|Steyning|Heathfield|' +
    'Hailsham|Peacehaven|Swanley|Snodland|West Malling|Larkfield|Aylesford|Strood|Rainham|Sheerness|Isle of Sheppey|Bletchley',
  'South West':
    'Bristol|Bath|Plymouth|Exeter|Gloucester|Cheltenham|Swindon|Bournemouth|Poole|Torquay|Paignton|Torbay|Taunton|Yeovil|Salisbury|Weymouth|' +
    'Dorchester|Truro|Falmouth|Penzance|St Ives|Newquay|Bodmin|St Austell|Barnstaple|Bideford|Exmouth|Newton Abbot|Tiverton|Totnes|Dartmouth|' +
    'Brixham|Teignmouth|Dawlish|Sidmouth|Honiton|Okehampton|Tavistock|Ilfracombe|Launceston|Bude|Liskeard|Camborne|Redruth|Helston|Wells|' +
    'Glastonbury|Bridgwater|Minehead|Frome|Shepton Mallet|Chard|Weston-super-Mare|Clevedon|Portishead|Keynsham|Chippenham|Trowbridge|Devizes|' +
    'Marlborough|Melksham|Warminster|Corsham|Calne|Malmesbury|Stroud|Cirencester|Tewkesbury|Cinderford|Lydney|Dursley|Stow-on-the-Wold|Christchurch|' +
    'Wimborne|Wimborne Minster|Ferndown|Blandford Forum|Shaftesbury|Sherborne|Bridport|Lyme Regis|Swanage|Wareham|Tetbury|Yate|Thornbury|Kingswood|' +
    'Burnham-on-Sea|Westbury|Bradford-on-Avon|Amesbury|Tidworth|Wootton Bassett|Royal Wootton Bassett|Highworth|Crewkerne|Ilminster|Wellington|' +
    'Cullompton|Crediton|Ivybridge|Saltash|Torpoint|Looe|Fowey|Wadebridge|Padstow|Hayle|St Just|Isles of Scilly|Penryn|Gillingham, Dorset|' +
    'Verwood|Highcliffe|Nailsea|Chipping Sodbury|Bishops Cleeve|Winchcombe|Nailsworth|Coleford|Newent',
  'East of England':
    'Cambridge|Peterborough|Norwich|Ipswich|Colchester|Chelmsford|Southend-on-Sea|Southend|Luton|Bedford|Watford|St Albans|Hemel Hempstead|Stevenage|' +
    'Harlow|Basildon|Brentwood|Billericay|Braintree|Witham|Maldon|Clacton-on-Sea|Clacton|Harwich|Frinton-on-Sea|Saffron Walden|Great Dunmow|Epping|' +
    'Loughton|Chigwell|Grays|Thurrock|Tilbury|Canvey Island|Rayleigh|Rochford|Wickford|Hertford|Bishops Stortford|Bishop\'s Stortford|Hitchin|' +
    'Letchworth|Letchworth Garden City|Baldock|Royston|Welwyn Garden City|Welwyn|Hatfield|Harpenden|Berkhamsted|Tring|Rickmansworth|Bushey|Borehamwood|' +
    'Potters Bar|Cheshunt|Hoddesdon|Dunstable|Leighton Buzzard|Biggleswade|Ampthill|Flitwick|Huntingdon|St Neots|Ely|Wisbech|Whittlesey|Chatteris|' +
    'Great Yarmouth|Lowestoft|King\'s Lynn|Kings Lynn|Thetford|Dereham|Swaffham|Fakenham|Cromer|Sheringham|North Walsham|Wymondham|Diss|Attleborough|' +
    'Bury St Edmunds|Newmarket|Haverhill|Sudbury|Stowmarket|Felixstowe|Woodbridge|Beccles|Bungay|Halesworth|Southwold|Aldeburgh|Leiston|Mildenhall|' +
    'Hadleigh|Leigh-on-Sea|Westcliff-on-Sea|Shoeburyness|Benfleet|South Woodham Ferrers|Burnham-on-Crouch|Coggeshall|Halstead|Walton-on-the-Naze|' +
    'Brightlingsea|Waltham Abbey|Ongar|Stansted|Sawbridgeworth|Buntingford|Kempston|Sandy, Bedfordshire|Houghton Regis|Ramsey, Cambridgeshire|' +
    'Soham|Cambourne|Downham Market|Hunstanton|Aylsham|Harleston|Framlingham',
  'East Midlands':
    'Nottingham|Leicester|Derby|Lincoln|Northampton|Mansfield|Chesterfield|Loughborough|Kettering|Corby|Wellingborough|Daventry|Rushden|Towcester|' +
    'Grantham|Boston|Skegness|Spalding|Stamford|Sleaford|Louth|Gainsborough|Newark|Newark-on-Trent|Worksop|Retford|Hucknall|Beeston|Arnold|' +
    'West Bridgford|Long Eaton|Ilkeston|Ripley|Belper|Matlock|Buxton|Glossop|Bakewell|Ashbourne|Swadlincote|Alfreton|Heanor|Dronfield|Hinckley|' +
    'Coalville|Melton Mowbray|Market Harborough|Oakham|Uppingham|Rutland|Lutterworth|Wigston|Oadby|Ashby-de-la-Zouch|Ashby|Sutton-in-Ashfield|' +
    'Kirkby-in-Ashfield|Southwell|Bingham|Eastwood|Stapleford|Kimberley|Shirebrook|Bolsover|Clay Cross|Staveley|Chapel-en-le-Frith|New Mills|' +
    'Wirksworth|Shepshed|Syston|Birstall|Market Bosworth|Earl Shilton|Burbage|Higham Ferrers|Raunds|Thrapston|Oundle|Desborough|Rothwell, Northamptonshire|' +
    'Brackley|Bourne|Holbeach|Horncastle|Mablethorpe|Market Rasen|Woodhall Spa|Long Sutton|Crowland|Ollerton|Warsop|Mansfield Woodhouse',
  'West Midlands':
    'Birmingham|Coventry|Wolverhampton|Stoke-on-Trent|Stoke|Walsall|Dudley|West Bromwich|Solihull|Sutton Coldfield|Worcester|Hereford|Shrewsbury|' +
    'Telford|Stafford|Tamworth|Lichfield|Cannock|Burton upon Trent|Burton-on-Trent|Burton|Newcastle-under-Lyme|Uttoxeter|Rugeley|Nuneaton|Bedworth|' +
    'Rugby|Warwick|Leamington Spa|Royal Leamington Spa|Leamington|Kenilworth|Stratford-upon-Avon|Redditch|Bromsgrove|Kidderminster|Malvern|' +
    'Great Malvern|Evesham|Pershore|Droitwich|Droitwich Spa|Stourport|Stourport-on-Severn|Stourbridge|Halesowen|Oldbury|Smethwick|Wednesbury|Tipton|' +
    'Bilston|Willenhall|Brierley Hill|Kingswinford|Sedgley|Ludlow|Oswestry|Bridgnorth|Market Drayton|Whitchurch|Ross-on-Wye|Ledbury|Leominster|' +
    'Atherstone|Coleshill|Alcester|Shipston-on-Stour|Biddulph|Kidsgrove|Hanley|Longton|Burslem|Tunstall|Fenton|Wednesfield|Darlaston|Brownhills|' +
    'Aldridge|Bloxwich|Cradley Heath|Rowley Regis|Wombourne|Codsall|Stone, Staffordshire|Cheadle, Staffordshire|Eccleshall|Penkridge|Hednesford|' +
    'Burntwood|Chase Terrace|Knowle|Meriden|Bewdley|Tenbury Wells|Upton-upon-Severn|Church Stretton|Wem|Ellesmere|Shifnal|Much Wenlock|' +
    'Newport, Shropshire|Madeley|Dawley|Bromyard|Kington|Southam|Wellesbourne',
  'Yorkshire and the Humber':
    'Leeds|Sheffield|Bradford|Hull|Kingston upon Hull|York|Wakefield|Huddersfield|Halifax|Doncaster|Rotherham|Barnsley|Harrogate|Scarborough|Whitby|' +
    'Grimsby|Cleethorpes|Scunthorpe|Brigg|Goole|Selby|Beverley|Bridlington|Driffield|Hornsea|Withernsea|Pocklington|Keighley|Bingley|Shipley|Ilkley|' +
    'Otley|Skipton|Settle|Ripon|Knaresborough|Wetherby|Northallerton|Thirsk|Malton|Pickering|Filey|Dewsbury|Batley|Morley|Pudsey|Castleford|' +
    'Pontefract|Normanton|Ossett|Featherstone|Hemsworth|Brighouse|Todmorden|Hebden Bridge|Elland|Sowerby Bridge|Holmfirth|Mirfield|Cleckheaton|' +
    'Heckmondwike|Penistone|Wombwell|Mexborough|Maltby|Thorne|Stocksbridge|Garforth|Rothwell|Guiseley|Horsforth|Tadcaster|Easingwold|Haworth|' +
    'Barton-upon-Humber|Immingham|Hessle|Cottingham|Howden|Market Weighton|Bedale|Leyburn|Hawes|Richmond, North Yorkshire|Catterick|Stokesley|Helmsley|' +
    'Kirkbymoorside|Sedbergh|Armthorpe|Conisbrough|Tickhill|Dinnington|Wath-upon-Dearne|Hoyland|Cudworth|Royston, South Yorkshire|Knottingley|' +
    'South Elmsall|Yeadon|Baildon|Silsden|Queensbury|Marsden|Slaithwaite|Meltham|Kirkburton|Denby Dale|Epworth|Crowle',
  'North West':
    'Manchester|Liverpool|Preston|Blackpool|Bolton|Stockport|Wigan|Warrington|Oldham|Rochdale|Salford|Bury|Blackburn|Burnley|Lancaster|Morecambe|' +
    'Chester|Crewe|Macclesfield|Northwich|Winsford|Nantwich|Congleton|Wilmslow|Knutsford|Runcorn|Widnes|St Helens|Southport|Birkenhead|Wallasey|' +
    'Bootle|Ellesmere Port|Carlisle|Kendal|Barrow-in-Furness|Barrow|Workington|Whitehaven|Penrith|Keswick|Windermere|Ambleside|Ulverston|Cockermouth|' +
    'Maryport|Accrington|Chorley|Leyland|Ormskirk|Skelmersdale|Fleetwood|Lytham St Annes|Lytham|St Annes|Clitheroe|Colne|Nelson|Darwen|Rawtenstall|' +
    'Haslingden|Altrincham|Stretford|Urmston|Eccles|Trafford|Ashton-under-Lyne|Hyde|Stalybridge|Denton|Middleton|Heywood|Radcliffe|Prestwich|Leigh|' +
    'Atherton|Hindley|Tyldesley|Kirkby|Huyton|Prescot|Crosby|Formby|Heswall|Hoylake|West Kirby|Neston|Poynton|Alderley Edge|Middlewich|Sandbach|Alsager|' +
    'Frodsham|Garstang|Kirkham|Poulton-le-Fylde|Thornton-Cleveleys|Cleveleys|Carnforth|Wirral|Cheadle|Bramhall|Marple|Hazel Grove|Didsbury|' +
    'Chorlton|Wythenshawe|Swinton|Walkden|Farnworth|Horwich|Westhoughton|Ramsbottom|Whitefield|Littleborough|Milnrow|Royton|Failsworth|' +
    'Droylsden|Mossley|Dukinfield|Newton-le-Willows|Earlestown|Golborne|Ashton-in-Makerfield|Standish|Orrell|Burscough|' +
    'Longridge|Great Harwood|Oswaldtwistle|Padiham|Barnoldswick|Earby|Bacup|Whitworth|Heysham|Silverdale|Grange-over-Sands|Kirkby Stephen|' +
    'Kirkby Lonsdale|Appleby-in-Westmorland|Wigton|Egremont|Millom|Dalton-in-Furness|Aspatria|Brampton|Alston',
  'North East':
    'Newcastle upon Tyne|Newcastle|Sunderland|Middlesbrough|Gateshead|Durham|Darlington|Hartlepool|Stockton-on-Tees|Stockton|Redcar|South Shields|' +
    'North Shields|Tynemouth|Whitley Bay|Wallsend|Jarrow|Hebburn|Washington|Blyth|Cramlington|Ashington|Morpeth|Hexham|Alnwick|Berwick-upon-Tweed|' +
    'Berwick|Consett|Stanley|Chester-le-Street|Seaham|Peterlee|Bishop Auckland|Spennymoor|Newton Aycliffe|Barnard Castle|Guisborough|' +
    'Saltburn-by-the-Sea|Saltburn|Billingham|Thornaby|Thornaby-on-Tees|Yarm|Houghton-le-Spring|Ponteland|Prudhoe|Bedlington|Teesside|Tyneside|' +
    'Wearside|Ferryhill|Sedgefield|Shildon|Newbiggin-by-the-Sea|Amble|Rothbury|Wooler|Haltwhistle|Blaydon|Whickham|Ryton|Birtley|Boldon|' +
    'Eston|Marske-by-the-Sea|Loftus|Brotton|Ingleby Barwick|Seaton Carew|Killingworth|Longbenton|Gosforth|Jesmond|Heaton',
  Wales:
    'Cardiff|Swansea|Newport|Wrexham|St Davids|St Asaph|Barry|Bridgend|Caerphilly|Merthyr Tydfil|Merthyr|Pontypridd|Llanelli|Neath|Port Talbot|' +
    'Aberystwyth|Carmarthen|Haverfordwest|Pembroke|Pembroke Dock|Tenby|Milford Haven|Fishguard|Brecon|Abergavenny|Monmouth|Chepstow|Cwmbran|' +
    'Pontypool|Ebbw Vale|Tredegar|Aberdare|Rhondda|Llandudno|Colwyn Bay|Rhyl|Prestatyn|Conwy|Caernarfon|Holyhead|Llangollen|Mold|Buckley|Welshpool|' +
    'Newtown|Llandrindod Wells|Builth Wells|Dolgellau|Porthmadog|Pwllheli|Denbigh|Ruthin|Penarth|Maesteg|Porthcawl|Ammanford|Llandovery|Lampeter|' +
    'Bangor, Gwynedd|Anglesey|Llangefni|Abergele|Connah\'s Quay|Connahs Quay|Shotton|Queensferry|Holywell|Blackwood|Bargoed|Ystrad Mynach|Risca|' +
    'Abertillery|Blaenavon|Caldicot|Usk|Cowbridge|Llantwit Major|Llantrisant|Tonypandy|Treorchy|Mountain Ash|Porth|Aberavon|Gorseinon|Mumbles|' +
    'Burry Port|Kidwelly|Narberth|Machynlleth|Llanidloes|Rhayader|Hay-on-Wye|Crickhowell|Knighton|Presteigne|Bala|Barmouth|Tywyn|' +
    'Blaenau Ffestiniog|Criccieth|Beaumaris|Menai Bridge|Llanfairfechan|Penmaenmawr|Betws-y-Coed|Llanrwst',
  Scotland:
    'Glasgow|Edinburgh|Aberdeen|Dundee|Inverness|Perth|Stirling|Dunfermline|Paisley|East Kilbride|Livingston|Hamilton|Cumbernauld|Kirkcaldy|Ayr|' +
    'Kilmarnock|Greenock|Coatbridge|Glenrothes|Airdrie|Falkirk|Irvine|Motherwell|Wishaw|Dumfries|Arbroath|Elgin|Peterhead|Fraserburgh|St Andrews|' +
    'Oban|Fort William|Stranraer|Galashiels|Hawick|Kelso|Peebles|Montrose|Forfar|Brechin|Stonehaven|Inverurie|Ellon|Banff|Buckie|Nairn|Dingwall|' +
    'Thurso|Kirkwall|Lerwick|Stornoway|Portree|Alloa|Grangemouth|Bathgate|Musselburgh|Dalkeith|Penicuik|Haddington|North Berwick|Dunbar|Largs|' +
    'Troon|Prestwick|Saltcoats|Ardrossan|Dumbarton|Clydebank|Helensburgh|Bearsden|Milngavie|Kirkintilloch|Renfrew|Johnstone|Port Glasgow|Gourock|' +
    'Rutherglen|Cambuslang|Lanark|Carluke|Crieff|Pitlochry|Aviemore|Kirkcudbright|Castle Douglas|Annan|Lockerbie|Cupar|Leven|Methil|Rosyth|' +
    'Inverkeithing|Kinross|Blantyre|Bellshill|Larkhall|Strathaven|Newton Mearns|Barrhead|Erskine|Linwood|Bishopbriggs|Lenzie|Stepps|Kilsyth|' +
    'Bonnyrigg|Loanhead|Tranent|Prestonpans|Broxburn|Linlithgow|Bo\'ness|Bonnybridge|Denny|Larbert|Stenhousemuir|Dunblane|Bridge of Allan|' +
    'Callander|Tillicoultry|Alva|Burntisland|Kinghorn|Lochgelly|Cowdenbeath|Anstruther|Tayport|Newport-on-Tay|Carnoustie|Monifieth|Kirriemuir|' +
    'Blairgowrie|Auchterarder|Dunkeld|Aberfeldy|Westhill|Portlethen|Banchory|Huntly|Keith|Turriff|Forres|Lossiemouth|Grantown-on-Spey|Invergordon|' +
    'Tain|Alness|Ullapool|Golspie|Brora|Dornoch|Campbeltown|Dunoon|Rothesay|Lochgilphead|Inveraray|Girvan|Maybole|Cumnock|Stewarton|Kilwinning|' +
    'Dalry|Beith|Galston|Darvel|Selkirk|Jedburgh|Melrose|Duns|Eyemouth|Moffat|Sanquhar|Newton Stewart|Wigtown|Gretna|Shetland|Orkney|Isle of Skye|Skye',
  'Northern Ireland':
    'Belfast|Derry|Londonderry|Lisburn|Newry|Armagh|Bangor|Newtownabbey|Craigavon|Lurgan|Portadown|Ballymena|Coleraine|Antrim|Carrickfergus|Larne|' +
    'Omagh|Enniskillen|Dungannon|Cookstown|Strabane|Limavady|Ballymoney|Banbridge|Downpatrick|Newtownards|Holywood|Comber|Portrush|Magherafelt|' +
    'Ballyclare|Portstewart|Ballycastle|Donaghadee|Newcastle, County Down|Warrenpoint|Kilkeel|Dromore|Ballynahinch|Crumlin|Randalstown|Maghera|' +
    'Dungiven|Castlederg|Lisnaskea|Irvinestown|Coalisland|Keady|Tandragee',
  'Channel Islands and Isle of Man':
    'St Helier|St Peter Port|Douglas|Jersey|Guernsey|Isle of Man|Ramsey|Castletown|Alderney|Sark|Port Erin|Onchan|Gorey|St Aubin|St Sampson',
};

/** A place the words named: its name as listed, and the region of the posts' facet it is in. */
export interface UkPlace {
  name: string;
  regionId: number;
  region: string;
}

/** A place's words as the search reads words (lower case runs of letters and digits), joined by one space. */
export function placeKey(words: readonly string[]): string {
  return words.join(' ');
}

function keyOf(name: string): string {
  return placeKey(name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Every place by its key; "king s lynn" also as "kings lynn", as people type it without the apostrophe. */
export const UK_PLACES: ReadonlyMap<string, UkPlace> = (() => {
  const places = new Map<string, UkPlace>();
  for (const location of LOCATIONS) {
    for (const name of PLACES_BY_REGION[location.description].split('|')) {
      const place = { name, regionId: location.id, region: location.description };
      for (const key of new Set([keyOf(name), keyOf(name.replace(/'s\b/g, 's'))])) {
        // The first listed keeps a shared name (see above); a qualified name ("Richmond, North Yorkshire") is listed only to say so.
        if (!places.has(key)) places.set(key, place);
      }
    }
  }
  return places;
})();

/** The most words a place's name holds ("newcastle upon tyne"), so the search tries no longer runs. */
export const PLACE_WORDS_MAX = Math.max(...[...UK_PLACES.keys()].map((key) => key.split(' ').length));
