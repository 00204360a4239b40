/** Where a name the template's apps commonly use comes from, to repair a missing import. */

const UI: Record<string, string[]> = {
  accordion: ['Accordion', 'AccordionContent', 'AccordionItem', 'AccordionTrigger'],
  avatar: ['Avatar', 'AvatarFallback', 'AvatarImage'],
  badge: ['Badge', 'badgeVariants'],
  button: ['Button', 'buttonVariants'],
  card: ['Card', 'CardAction', 'CardContent', 'CardDescription', 'CardFooter', 'CardHeader', 'CardTitle'],
  checkbox: ['Checkbox'],
  dialog: [
    'Dialog',
    'DialogClose',
    'DialogContent',
    'DialogDescription',
    'DialogFooter',
    'DialogHeader',
    'DialogTitle',
    'DialogTrigger',
  ],
  'dropdown-menu': [
    'DropdownMenu',
    'DropdownMenuContent',
    'DropdownMenuItem',
    'DropdownMenuLabel',
    'DropdownMenuSeparator',
    'DropdownMenuTrigger',
  ],
  input: ['Input'],
  label: ['Label'],
  select: [
    'Select',
    'SelectContent',
    'SelectGroup',
    'SelectItem',
    'SelectLabel',
    'SelectTrigger',
    'SelectValue',
  ],
  separator: ['Separator'],
  sheet: [
    'Sheet',
    'SheetClose',
    'SheetContent',
    'SheetDescription',
    'SheetFooter',
    'SheetHeader',
    'SheetTitle',
    'SheetTrigger',
  ],
  skeleton: ['Skeleton'],
  switch: ['Switch'],
  tabs: ['Tabs', 'TabsContent', 'TabsList', 'TabsTrigger'],
  textarea: ['Textarea'],
  toaster: ['Toaster', 'toast'],
  tooltip: ['Tooltip', 'TooltipContent', 'TooltipProvider', 'TooltipTrigger'],
};

const MODULES: Record<string, string[]> = {
  react: [
    'useState',
    'useEffect',
    'useMemo',
    'useRef',
    'useCallback',
    'useContext',
    'useReducer',
    'useId',
    'createContext',
    'Fragment',
    'Suspense',
    'lazy',
  ],
  'react-router': [
    'Link',
    'NavLink',
    'Outlet',
    'useNavigate',
    'useParams',
    'useLocation',
    'useSearchParams',
    'Navigate',
    'Route',
    'Routes',
    'BrowserRouter',
  ],
  '@/lib/utils': ['cn'],
};

/** Icons the offline model's apps use, plus common ones a person might add by hand. */
const ICONS =
  `Activity Apple ArrowLeft ArrowRight ArrowUpRight Award BarChart BookOpen Briefcase Calendar CalendarCheck CalendarDays Camera
Check ChefHat ChevronDown ChevronLeft ChevronRight ChevronUp Circle CircleCheck Clock Coffee Compass Copy CreditCard Croissant
DollarSign Download Dumbbell ExternalLink Eye FileText Filter Flame Flower2 Gift Globe GraduationCap Hash Heart HeartPulse Home Hotel
Image Info Layers LayoutDashboard Leaf Link2 ListTodo Loader2 Lock LogOut Mail MapPin Menu MessageCircle Mic Minus Moon MoreHorizontal
Package Palette PenTool Phone Plane Play Plug Plus Quote Rocket RotateCcw Search Send Settings Share2 Shield ShoppingBag ShoppingCart
Sparkles Star Sun Tag Target Ticket Timer Trash2 TrendingDown TrendingUp Trophy Truck Upload User Users Utensils UtensilsCrossed Wheat
Wine Workflow X Zap`.split(/\s+/);

export function importSourceOf(name: string): string | null {
  for (const [file, names] of Object.entries(UI)) if (names.includes(name)) return `@/components/ui/${file}`;
  for (const [module, names] of Object.entries(MODULES)) if (names.includes(name)) return module;
  if (ICONS.includes(name)) return 'lucide-react';
  return null;
}
